// The Plus payment pages (mfe_plus's /popup/plus/…: join, change, options) open in a window of
// their own, as on the PC site and as the mobile shop's purchase does: their 닫기 and the end of the
// payment close it (a page opened in this window could not close itself), and this page refreshes
// in place when the result page announces the change. A blocked window: this one goes there.
import type { PopupSizeKey } from '@hanpan/platform';
import { openPaymentWindowOrGo } from '@hanpan/platform/member-action';

export function openPlusPaymentPage(href: string, size: PopupSizeKey = 'payment'): void {
  openPaymentWindowOrGo(href, size, 'hanpan_plus_payment');
}
