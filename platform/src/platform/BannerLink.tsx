// The one banner anchor of the portal (home banners in the shell, sub-title banners in the areas):
// SELF moves inside the portal, BLANK opens a new tab, POPUP a window of its popupOptions size.
import type { MouseEvent, ReactNode } from 'react';
import type { Banner } from '@hanpan/contracts';
import { bannerLinkAction, runBannerLinkAction } from '../lib/bannerLink';
import { useNavigate } from './router';

export interface BannerLinkProps {
  banner: Banner;
  children: ReactNode;
  className?: string;
}

export function BannerLink({ banner, children, className }: BannerLinkProps) {
  const navigate = useNavigate();
  const blank = banner.linkType === 'BLANK';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const action = bannerLinkAction(banner);
    // ctrl/⌘/shift-click: the browser's new tab or window, as on any other link (QA)
    if (action.type === 'native' || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    runBannerLinkAction(action, (url) => navigate(url));
  };
  return (
    <a
      href={banner.linkUrl}
      className={className}
      target={blank ? '_blank' : undefined}
      rel={blank ? 'noopener noreferrer' : undefined}
      onClick={onClick}
      data-testid={`banner-${banner.id}`}
      data-link-type={banner.linkType}
    >
      {children}
    </a>
  );
}
