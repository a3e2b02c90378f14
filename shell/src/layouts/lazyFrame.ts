// Frames most pages never draw are chunks of their own: a page load fetches its frame before
// hydrating (start.tsx), a navigation into one waits for it.
import { createElement, Suspense } from 'react';
import { retryableLazy, type PreloadableComponent } from '../features/common/retryableLazy';
import type { LayoutProps } from './types';

const suspended = (Frame: PreloadableComponent<LayoutProps>) => (props: LayoutProps) => createElement(Suspense, { fallback: null }, createElement(Frame, props));

// the popup windows' frames: the portal's pages (the home first) never draw them
const popupFrames = () => import(/* webpackChunkName: "layout-popup" */ './PopupLayout');
const PopupFrame = retryableLazy(() => popupFrames().then((m) => m.PopupLayout));
const PopupUiFrame = retryableLazy(() => popupFrames().then((m) => m.PopupUiLayout));
export const SuspendedPopupFrame = suspended(PopupFrame);
export const SuspendedPopupUiFrame = suspended(PopupUiFrame);
export const preloadPopupLayouts = (): Promise<void> => Promise.all([PopupFrame.preload(), PopupUiFrame.preload()]).then(() => undefined);

// the mobile site's frame: the PC site never draws it (its PC frames do, on the mobile host)
const MobileFrame = retryableLazy(() => import(/* webpackChunkName: "layout-mobile" */ './MobileLayout').then((m) => m.MobileLayout));
export const SuspendedMobileFrame = suspended(MobileFrame);
export const preloadMobileLayout = (): Promise<void> => MobileFrame.preload();

// The championship's dark frame: only its own PC pages draw it (not the home, not the other areas).
// No Suspense of its own: a navigation into it is a transition, which keeps the open page (its
// header and all) on screen until the frame has arrived, where a new boundary's fallback blanks it.
export const HpcFrame = retryableLazy(() => import(/* webpackChunkName: "layout-hpc" */ './HpcLayout').then((m) => m.HpcLayout));
export const preloadHpcLayout = (): Promise<void> => HpcFrame.preload();
