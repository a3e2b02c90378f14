import { useHanpanStore } from '@hanpan/platform';
import { SuspendedMobileFrame } from './lazyFrame';
import { Main, Page, PC_NAV, SiteFooter, SiteHeader } from './parts';
import type { LayoutProps } from './types';

/** PC information pages (faq, sponsor, championship); the mobile site's links to them (its PC방 page's championship) open in its frame. */
export function PcLayout(props: LayoutProps) {
  const mobileSite = useHanpanStore((s) => s.global.site === 'mobile');
  if (mobileSite) return <SuspendedMobileFrame {...props} />;
  const { children, route } = props;
  return (
    <Page data-layout="pc">
      <SiteHeader items={PC_NAV} route={route} />
      <Main style={{ maxWidth: 960 }}>{children}</Main>
      <SiteFooter />
    </Page>
  );
}
