// Layers the shop offers by itself (auto: each one's 'do not show again' is honoured), at most once
// per page load and member — moving between shop pages, product pages and the mobile shop does not
// repeat one that was closed with ×.
import { hanpanStore, isMobileUserAgent, type MemberNo } from '@hanpan/platform';

const offered = new Set<string>();

export function offerLayerOnce(key: string, dismissKey: string): void {
  if (offered.has(`${key}:${dismissKey}`)) return;
  offered.add(`${key}:${dismissKey}`);
  void hanpanStore.getState().openLayer(key, {}, { auto: true, dismissKey });
}

/** On a phone without the shortcut app: the add-to-home layer (3-day 'do not show again', per member). */
export function offerAddToHome(memberNo: MemberNo | null): void {
  if (!hanpanStore.getState().shortcutApp.installed && isMobileUserAgent()) offerLayerOnce('shop-add-to-home', memberNo ?? 'guest');
}
