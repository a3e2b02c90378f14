// How we go to the payment sandbox. The sandbox reloads the window that opened it when it is done;
// the portal page must not reload (SPEC: My Plus and the personal zone refresh in place), so the
// sandbox never gets an opener: our result popup announces the change on the balance channel.
// Both name the member the page shows: the order page refuses to act for another (a page left
// open across a login elsewhere).
import { popupFeatures, POPUP_SIZES, type PopupSizeKey } from '@hanpan/platform';
import { shownMemberAddress } from '@hanpan/platform/member-action';

/** Inside one of our popups (join, change…): continue to the sandbox in the same window. */
export function continueToPayment(url: string): void {
  try {
    // drop the link to the portal page for good (it survives the navigation)
    window.opener = null;
  } catch {
    /* a cross-origin opener cannot be cleared: the sandbox would reload it, nothing worse */
  }
  window.location.assign(shownMemberAddress(url));
}

/** From a portal page: the sandbox in its own window, without an opener. */
export function openPaymentWindow(url: string, size: PopupSizeKey = 'payment'): void {
  window.open(shownMemberAddress(url), '_blank', `${popupFeatures(POPUP_SIZES[size])},noopener`);
}
