// The Plus payment pages (mfe_plus's /popup/plus/…: join, change, options) open in a window of
// their own, as on the PC site and as the mobile shop's purchase does: their 닫기 and the end of the
// payment close it (a page opened in this window could not close itself), and this page refreshes
// in place when the result page announces the change. A blocked window: this one goes there.
import { openPopupWindow, type PopupSizeKey } from '@hanpan/platform';
import { watchPaymentWindow } from '@hanpan/platform/member-action';

export function openPlusPaymentPage(href: string, size: PopupSizeKey = 'payment'): void {
  const payment = openPopupWindow(href, size, { name: 'hanpan_plus_payment' });
  if (!payment) window.location.assign(href);
  watchPaymentWindow(payment);
}
