// The shop's payment-sandbox addresses. Each names the member the page shows (the order page refuses
// to act for another: a page left open across a login elsewhere), the popup's and the fallback in
// this window (a blocked popup, the mobile site) alike. The popup's also carries the payment-window
// marker, so its result page still acts as the popup (asks to be closed) when the opener is lost.
import { paymentPopupUrl } from '@hanpan/contracts/constants';
import { openPopupWindow, type PopupSizeKey } from '@hanpan/platform';
import { shownMemberAddress, watchPaymentWindow } from '@hanpan/platform/member-action';

/** The payment window (watched: closed without its result, this page reads its figures again). */
export function openPaymentPopup(url: string, size: PopupSizeKey, name: string): Window | null {
  const payment = openPopupWindow(paymentPopupUrl(shownMemberAddress(url)), size, { name });
  watchPaymentWindow(payment);
  return payment;
}
