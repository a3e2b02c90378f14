// The shop's payment-sandbox windows. The popup's address carries the payment-window marker, so
// its result page still acts as the popup (asks to be closed) when the opener is lost on the way;
// the fallback in this window (a blocked popup) goes to the plain address and comes back as before.
import { paymentPopupUrl, withShownMember } from '@hanpan/contracts/constants';
import { hanpanStore, openPopupWindow, type PopupSizeKey } from '@hanpan/platform';

/** The payment window, naming the member this page shows (the order page refuses to act for another). */
export function openPaymentPopup(url: string, size: PopupSizeKey, name: string): Window | null {
  return openPopupWindow(paymentPopupUrl(withShownMember(url, hanpanStore.getState().member.memberNo)), size, { name });
}
