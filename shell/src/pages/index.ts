// Shell-owned pages by route name (pageInfo.name of the route table). Each page is its own
// lazily loaded chunk: a page load downloads only the page it opens (none on remote routes).
import { createElement, Suspense, type ComponentType } from 'react';
import type { ErrorStatus, PortalRoute } from '@hanpan/platform';
import { retryableLazy } from '../features/common/retryableLazy';
import { PagePlaceholder } from '../features/common/LoadingFrame';

type PageProps = { route: PortalRoute };

type ShellPageComponent = ComponentType<PageProps> & { preload(): Promise<void> };

function lazyPage(load: () => Promise<ComponentType<PageProps>>): ShellPageComponent {
  const Lazy = retryableLazy(load);
  function ShellPage(props: PageProps) {
    return createElement(Suspense, { fallback: createElement(PagePlaceholder) }, createElement(Lazy, props));
  }
  ShellPage.preload = Lazy.preload;
  return ShellPage;
}

export const SHELL_PAGES: Record<string, ShellPageComponent> = {
  home: lazyPage(() => import(/* webpackChunkName: "page-home" */ './HomePage').then((m) => m.HomePage)),
  mirror: lazyPage(() => import(/* webpackChunkName: "page-mirror" */ './MirrorPage').then((m) => m.MirrorPage)),
  faq: lazyPage(() => import(/* webpackChunkName: "page-faq" */ './FaqPage').then((m) => m.FaqPage)),
  sponsor: lazyPage(() => import(/* webpackChunkName: "page-sponsor" */ './SponsorPage').then((m) => m.SponsorPage)),
  'popup-goldbox': lazyPage(() => import(/* webpackChunkName: "page-popup-goldbox" */ './GoldboxPopup').then((m) => m.GoldboxPopup)),
  'popup-mileage': lazyPage(() => import(/* webpackChunkName: "page-popup-mileage" */ './MileagePopup').then((m) => m.MileagePopup)),
  'popup-transfer': lazyPage(() => import(/* webpackChunkName: "page-popup-transfer" */ './TransferPopup').then((m) => m.TransferPopup)),
};

// The error pages (a refusal, a 404) are rare: a chunk of their own. A server-rendered one keeps its
// markup until the chunk is there (start.tsx loads it before hydrating such a page).
const LazyErrorPage = retryableLazy(() => import(/* webpackChunkName: "page-error" */ './ErrorPage').then((m) => m.ErrorPage));
export const preloadErrorPage = LazyErrorPage.preload;
export const ErrorPage = (props: { status: ErrorStatus; onRetry?: () => void }) => createElement(Suspense, { fallback: null }, createElement(LazyErrorPage, props));
export const NotFoundPage = () => createElement(ErrorPage, { status: 404 });
