// Where a partner-channel player goes on the blocked-page alert's 확인 (SPEC §6: the previous page
// or home). A chunk of its own, loaded while the alert is up: the start-up bundle of / has no room
// for it, and only a blocked page needs it.
import { portalPageFrom } from '../routes/portalPageFrom';
import type { NavigationContext } from './types';

/**
 * `pageLoad`: this is the document's first page (a typed address, a link from outside or from a
 * server page), not an in-app navigation.
 */
export function leaveBlockedPage(ctx: NavigationContext, pageLoad: boolean, referrer = document.referrer, origin = window.location.origin): void {
  // a popup window (Plus payment, bankbook …) closes: the page that opened it is the previous one
  if (ctx.route?.layout.startsWith('popup') && window.opener) {
    window.close();
    return;
  }
  // loaded from a portal page: back to it, as from an in-app navigation (else the site's home)
  const from = pageLoad ? portalPageFrom(referrer, origin, ctx.publisher) : null;
  const hasHistory = ctx.historyLength > 1;
  if (ctx.action === 'PUSH' && hasHistory) ctx.navigate(-1);
  else if (from === null) ctx.navigate('/', { replace: true });
  else if (!hasHistory) ctx.replace(from);
  else {
    // Forward to this page may show it again from the back-forward cache, without its alert: load it anew
    window.addEventListener('pageshow', (e) => e.persisted && window.location.reload(), { once: true });
    ctx.navigate(-1);
  }
}
