// Layout components by the route table's layout name (SPEC §2).
import type { ComponentType } from 'react';
import type { LayoutName } from '@hanpan/platform';
import { guessLayout, routeOf, type ResolvedRoute } from '../routes/resolveRoute';
import { DefaultLayout } from './DefaultLayout';
import { HpcFrame, SuspendedMobileFrame, SuspendedPopupFrame, SuspendedPopupUiFrame } from './lazyFrame';
import { NoneLayout } from './NoneLayout';
import { PcLayout } from './PcLayout';
import { PcMainLayout } from './PcMainLayout';
import type { LayoutProps } from './types';

export { preloadHpcLayout, preloadMobileLayout, preloadPopupLayouts } from './lazyFrame';

export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  hpc: HpcFrame,
  mobile: SuspendedMobileFrame,
  none: NoneLayout,
  'pc-main': PcMainLayout,
  pc: PcLayout,
  popup: SuspendedPopupFrame,
  'popup-ui': SuspendedPopupUiFrame,
};
export type { LayoutProps };

/**
 * The layout a page is drawn in on its site: on the mobile host the PC frames' pages (an information
 * page, an area's page such as a product, the championship) open in the mobile frame, its header and
 * tab bar instead of the PC header and menu; the PC site keeps the route's own.
 */
export const siteLayout = (layout: LayoutName, mobileSite: boolean): LayoutName => (mobileSite && (layout === 'pc' || layout === 'default' || layout === 'hpc') ? 'mobile' : layout);

/** The layout a resolved path is drawn in on its site (guessed from the path while its routes are unknown). */
export const layoutOf = (resolved: ResolvedRoute, pathname: string, mobileSite: boolean): LayoutName => siteLayout(routeOf(resolved)?.layout ?? guessLayout(pathname), mobileSite);
