// A portal window opened as a popup (the bankbook, the window that takes a coupon, the shop's tools).
// A blocked popup falls back to this window, so the player always gets there.
import { isPopupPath, openPopupWindow, type PopupSize, type PopupSizeKey } from '@hanpan/platform';
import { watchPaymentWindow } from './watchPaymentWindow';

const START_PAGE_KEY = 'hanpan.popupStartPage';
/** How long the page left stays the way back: a payment's pages take minutes, not an evening. */
export const START_PAGE_KEPT_MS = 30 * 60_000;

/**
 * This window goes to `url` in place of a blocked popup, remembering the page it leaves: the popup
 * page shown here goes back to it on 닫기, also after the payment sandbox's pages (the referrer is
 * then the sandbox: QA, 닫기 went home).
 */
export function goInstead(url: string, assign = (to: string) => window.location.assign(to)): void {
  try {
    // a popup page shown here (a blocked popup's itself: the weekly gold's item use) keeps the portal
    // page the first one left (QA: its result's 닫기 went home)
    if (!isPopupPath(location.pathname)) sessionStorage.setItem(START_PAGE_KEY, JSON.stringify({ page: `${location.pathname}${location.search}${location.hash}`, at: Date.now() }));
  } catch {
    /* storage blocked: 닫기 goes home */
  }
  assign(url);
}

/** The page this window left for a popup page (goInstead) in the last START_PAGE_KEPT_MS, once: what 닫기 of that page goes back to. */
export function takeStartPage(now = Date.now()): string | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(START_PAGE_KEY) ?? 'null');
    sessionStorage.removeItem(START_PAGE_KEY);
    const { page, at } = (kept ?? {}) as { page?: unknown; at?: unknown };
    return typeof page === 'string' && typeof at === 'number' && now - at >= 0 && now - at < START_PAGE_KEPT_MS ? page : null;
  } catch {
    return null;
  }
}

/** The popup, or null when it was blocked and this window went there instead (`go`). */
export function openPopupOrGo(url: string, size: PopupSizeKey | PopupSize, name: string, go?: (to: string) => void): Window | null {
  const popup = openPopupWindow(url, size, { name });
  if (!popup) goInstead(url, go);
  return popup;
}

/** The same for a window that goes on to the payment sandbox: watched as the payment window (watchPaymentWindow). */
export function openPaymentWindowOrGo(url: string, size: PopupSizeKey | PopupSize, name: string): Window | null {
  const popup = openPopupOrGo(url, size, name);
  watchPaymentWindow(popup);
  return popup;
}
