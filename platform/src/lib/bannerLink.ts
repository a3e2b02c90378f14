// Banner link targets (SPEC §3 Banner): SELF (in the portal), BLANK (new tab), POPUP (a window with
// extraDataToMap.popupOptions, default 800x600). One rule for every banner: the home page's
// (shell) and each area's sub-title banners (shop, plus, vip) use it through <BannerLink>.
import type { Banner } from '@hanpan/contracts';
import { POPUP_SIZES } from '../constants/business';
import { openPopupWindow } from './popupWindow';

export interface BannerPopupOptions {
  width: number;
  height: number;
  scrollbars: boolean;
}

export function bannerPopupOptions(banner: Pick<Banner, 'extraDataToMap'>): BannerPopupOptions {
  const raw = banner.extraDataToMap?.popupOptions;
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const num = (v: unknown, d: number) => (typeof v === 'number' && v > 0 ? v : Number(v) > 0 ? Number(v) : d);
  return {
    width: num(o.width, POPUP_SIZES.banner.width),
    height: num(o.height, POPUP_SIZES.banner.height),
    scrollbars: o.scrollbars === undefined ? true : o.scrollbars === true || o.scrollbars === 'yes',
  };
}

export type BannerLinkAction =
  | { type: 'native' } // BLANK: the anchor's own target="_blank" does it
  | { type: 'popup'; url: string; options: BannerPopupOptions; name: string }
  /** this window: another site's address loads, a portal path moves inside the portal (runBannerLinkAction) */
  | { type: 'go'; url: string };

/** What a click on the banner does (pure: tested without a browser). */
export function bannerLinkAction(banner: Pick<Banner, 'id' | 'linkType' | 'linkUrl' | 'extraDataToMap'>): BannerLinkAction {
  if (banner.linkType === 'BLANK') return { type: 'native' };
  if (banner.linkType === 'POPUP') return { type: 'popup', url: banner.linkUrl, options: bannerPopupOptions(banner), name: `hanpan_banner_${banner.id}` };
  return { type: 'go', url: banner.linkUrl };
}

/**
 * Runs a non-native action; `navigate` moves inside the portal (the caller's router), another site's
 * address loads. A blocked popup: this window goes there instead (QA: the banner did nothing).
 */
export function runBannerLinkAction(action: BannerLinkAction, navigate: (url: string) => void): void {
  if (action.type === 'native' || (action.type === 'popup' && openPopupWindow(action.url, { width: action.options.width, height: action.options.height }, { scrollbars: action.options.scrollbars, name: action.name }))) return;
  if (/^https?:\/\//i.test(action.url)) window.location.assign(action.url);
  else navigate(action.url);
}
