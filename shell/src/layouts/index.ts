// Layout components by the route table's layout name (SPEC §2).
import { createElement, Suspense, type ComponentType } from 'react';
import type { LayoutName } from '@hanpan/platform';
import { retryableLazy, type PreloadableComponent } from '../features/common/retryableLazy';
import { DefaultLayout } from './DefaultLayout';
import { HpcLayout } from './HpcLayout';
import { MobileLayout } from './MobileLayout';
import { NoneLayout } from './NoneLayout';
import { PcLayout } from './PcLayout';
import { PcMainLayout } from './PcMainLayout';
import type { LayoutProps } from './types';

// The popup frames are a chunk of their own: the portal's pages (the home first) never draw them. A
// popup page's load fetches it before hydrating (start.tsx); a navigation into one waits for it.
const popupFrames = () => import(/* webpackChunkName: "layout-popup" */ './PopupLayout');
const suspended = (Frame: PreloadableComponent<LayoutProps>) => (props: LayoutProps) => createElement(Suspense, { fallback: null }, createElement(Frame, props));
const PopupFrame = retryableLazy(() => popupFrames().then((m) => m.PopupLayout));
const PopupUiFrame = retryableLazy(() => popupFrames().then((m) => m.PopupUiLayout));
export const preloadPopupLayouts = (): Promise<void> => Promise.all([PopupFrame.preload(), PopupUiFrame.preload()]).then(() => undefined);

export const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  hpc: HpcLayout,
  mobile: MobileLayout,
  none: NoneLayout,
  'pc-main': PcMainLayout,
  pc: PcLayout,
  popup: suspended(PopupFrame),
  'popup-ui': suspended(PopupUiFrame),
};
export type { LayoutProps };
