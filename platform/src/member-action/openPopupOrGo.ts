// A portal window opened as a popup (the bankbook, the window that takes a coupon, the shop's tools).
// A blocked popup falls back to this window, so the player always gets there.
import { openPopupWindow, type PopupSize, type PopupSizeKey } from '@hanpan/platform';
import { watchPaymentWindow } from './watchPaymentWindow';

/** The popup, or null when it was blocked and this window went there instead (`go`). */
export function openPopupOrGo(url: string, size: PopupSizeKey | PopupSize, name: string, go = (to: string) => window.location.assign(to)): Window | null {
  const popup = openPopupWindow(url, size, { name });
  if (!popup) go(url);
  return popup;
}

/** The same for a window that goes on to the payment sandbox: watched as the payment window (watchPaymentWindow). */
export function openPaymentWindowOrGo(url: string, size: PopupSizeKey | PopupSize, name: string): Window | null {
  const popup = openPopupOrGo(url, size, name);
  watchPaymentWindow(popup);
  return popup;
}
