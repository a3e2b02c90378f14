// Layers the shop offers by itself (auto: each one's 'do not show again' is honoured). The popup
// host shows such a layer once per page load and dismissal key, so moving between shop pages,
// product pages and the mobile shop does not repeat one that was closed with ×.
import { hanpanStore, isMobileUserAgent, type MemberNo } from '@hanpan/platform';

export function offerLayer(key: string, dismissKey: string): void {
  void hanpanStore.getState().openLayer(key, {}, { auto: true, dismissKey });
}

/** On a phone without the shortcut app: the add-to-home layer (3-day 'do not show again', per member). */
export function offerAddToHome(memberNo: MemberNo | null): void {
  if (!hanpanStore.getState().shortcutApp.installed && isMobileUserAgent()) offerLayer('shop-add-to-home', memberNo ?? 'guest');
}
