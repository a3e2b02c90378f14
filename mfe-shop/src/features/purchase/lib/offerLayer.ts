// Layers the shop offers by itself (auto: each one's 'do not show again' is honoured). The popup
// host shows such a layer once per page load and dismissal key, so moving between shop pages,
// product pages and the mobile shop does not repeat one that was closed with ×; the add-to-home
// offer is made once a tab session.
import { hanpanStore, isMobileUserAgent, type MemberNo } from '@hanpan/platform';

export function offerLayer(key: string, dismissKey: string): void {
  void hanpanStore.getState().openLayer(key, {}, { auto: true, dismissKey });
}

/** The members (or 'guest') offered the add-to-home layer in this tab's session. */
export const ADD_TO_HOME_OFFERED_KEY = 'hanpan.shop.addToHomeOffered';

/**
 * On a phone without the shortcut app: the add-to-home layer (3-day 'do not show again', per
 * member), once a tab session — the mobile shop loads pages in full (a payment's return), and the
 * offer came back on each, over the payment's completion message too (QA).
 */
export function offerAddToHome(memberNo: MemberNo | null): void {
  if (hanpanStore.getState().shortcutApp.installed || !isMobileUserAgent()) return;
  const who = memberNo ?? 'guest';
  let offered: unknown = [];
  try {
    offered = JSON.parse(sessionStorage.getItem(ADD_TO_HOME_OFFERED_KEY) ?? '[]');
  } catch {
    // unreadable: offered as if none was
  }
  const list = Array.isArray(offered) ? offered : [];
  if (list.includes(who)) return;
  try {
    sessionStorage.setItem(ADD_TO_HOME_OFFERED_KEY, JSON.stringify([...list, who]));
  } catch {
    // storage blocked: the popup host still offers it once a page load
  }
  offerLayer('shop-add-to-home', who);
}
