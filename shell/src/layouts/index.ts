// Layout components by the route table's layout name (SPEC §2).
import type { ComponentType } from 'react';
import type { LayoutName } from '@hanpan/platform';
import { DefaultLayout } from './DefaultLayout';
import { HpcLayout } from './HpcLayout';
import { MobileLayout } from './MobileLayout';
import { NoneLayout } from './NoneLayout';
import { PcLayout } from './PcLayout';
import { PcMainLayout } from './PcMainLayout';
import { PopupLayout, PopupUiLayout } from './PopupLayout';
import type { LayoutProps } from './types';

export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  hpc: HpcLayout,
  mobile: MobileLayout,
  none: NoneLayout,
  'pc-main': PcMainLayout,
  pc: PcLayout,
  popup: PopupLayout,
  'popup-ui': PopupUiLayout,
};
export type { LayoutProps };
