// Layout components by the route table's layout name (SPEC §2).
import type { ComponentType } from 'react';
import type { LayoutName } from '@hanpan/platform';
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
