// How we go to the payment sandbox. The sandbox reloads the window that opened it when it is done;
// the portal page must not reload (SPEC: My Plus and the personal zone refresh in place), so the
// sandbox never gets an opener: our result popup announces the change on the balance channel.
// Both name the member the page shows: the order page refuses to act for another (a page left
// open across a login elsewhere). The portal window the payment started from is named in the
// return address, so the result page can show My Plus there (by window name: no opener is left).
import { popupFeatures, POPUP_SIZES, type PopupSizeKey } from '@hanpan/platform';
import { goInstead, shownMemberAddress, watchPaymentWindow } from '@hanpan/platform/member-action';

/** The result page's parameter naming the portal window the payment started from. */
export const PORTAL_WINDOW_PARAM = 'portal';
const PORTAL_WINDOW_NAME = /^hanpan_portal_[a-z0-9]{4,16}$/;

/**
 * `win`'s name as a portal window, given one when it has none. A window with another name is one
 * of our popups (its name reuses it): none, so nothing big is ever shown in a small window.
 */
export function portalWindowName(win: Window): string | null {
  try {
    if (win.name === '') win.name = `hanpan_portal_${Math.random().toString(36).slice(2, 10)}`;
    return PORTAL_WINDOW_NAME.test(win.name) ? win.name : null;
  } catch {
    return null; // a cross-origin window
  }
}

/** `url` (a sandbox address) with the portal window named in its return address. */
export function withPortalWindow(url: string, portal: string | null): string {
  if (portal === null) return url;
  const address = new URL(url, window.location.origin);
  const back = address.searchParams.get('returnUrl');
  if (back === null) return url;
  const result = new URL(back, window.location.origin);
  result.searchParams.set(PORTAL_WINDOW_PARAM, portal);
  address.searchParams.set('returnUrl', `${result.pathname}${result.search}`);
  return `${address.pathname}${address.search}`;
}

/** Inside one of our popups (join, change…): continue to the sandbox in the same window. */
export function continueToPayment(url: string): void {
  let portal: string | null = null;
  try {
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) portal = portalWindowName(opener);
    // drop the link to the portal page for good (it survives the navigation)
    window.opener = null;
  } catch {
    /* a cross-origin opener cannot be cleared: the sandbox would reload it, nothing worse */
  }
  window.location.assign(shownMemberAddress(withPortalWindow(url, portal)));
}

/**
 * From a portal page: the sandbox in its own window, without an opener (but in this window's group:
 * found by name). Blocked: this window goes there, its result shown here (QA: the button did nothing).
 */
export function openPaymentWindow(url: string, size: PopupSizeKey = 'payment'): void {
  const payment = window.open(shownMemberAddress(withPortalWindow(url, portalWindowName(window))), '_blank', popupFeatures(POPUP_SIZES[size]));
  if (!payment) return goInstead(shownMemberAddress(url));
  try {
    payment.opener = null;
  } catch {
    /* already elsewhere: nothing to drop */
  }
  watchPaymentWindow(payment);
}

/**
 * From the payment's result page: `href` shown in the portal window the payment started from (its
 * name from the return address), this window closing. False when none is named: show it here.
 */
export function showInPortalWindow(href: string, portal: string | null): boolean {
  if (portal === null || !PORTAL_WINDOW_NAME.test(portal)) return false;
  const shown = window.open(href, portal);
  if (!shown) return false;
  shown.focus();
  window.close();
  return true;
}
