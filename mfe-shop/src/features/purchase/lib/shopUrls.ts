// Where the shop sends the player: the payment sandbox pages (SPEC §7 navigations) and its own popups.
import type { ShopProduct } from '@hanpan/contracts';

/** /services/shop/payments?codes&traceCode&clientType=web (+ itemType A for avatars, the page to come back to). */
export function shopPaymentUrl(codes: readonly string[], options: { itemType?: 'A'; traceCode?: string; returnUrl?: string } = {}): string {
  const q = new URLSearchParams({ codes: codes.join(','), traceCode: options.traceCode ?? 'shop', clientType: 'web' });
  if (options.itemType) q.set('itemType', options.itemType);
  if (options.returnUrl) q.set('redirectUri', options.returnUrl);
  return `/services/shop/payments?${q.toString()}`;
}

/** The hancoin charge page (SPEC §7: a charge page with deviceType and redirectUri). */
export function hancoinChargeUrl(amount: string, options: { deviceType?: 'PC' | 'MOBILE'; returnUrl?: string } = {}): string {
  const q = new URLSearchParams({ amount, deviceType: options.deviceType ?? 'PC' });
  if (options.returnUrl) q.set('redirectUri', options.returnUrl);
  return `/payments/charge?${q.toString()}`;
}

export const productPath = (p: Pick<ShopProduct, 'code'>) => `/product/${encodeURIComponent(p.code)}`;

/** Window sizes of the shop's own popups (the SPEC §9 ones come from POPUP_SIZES). */
export const SHOP_POPUPS = {
  charge: { url: '/popup/charge', size: 'freeRecharge' },
  restrict: { url: '/popup/restrict', size: { width: 560, height: 820 } },
  sms: { url: '/popup/shop/shop-mobile-sms', size: { width: 420, height: 620 } },
  guide: { url: '/popup/shop/guide', size: { width: 560, height: 700 } },
  jokerCatch: { url: '/popup/product/Joker-catch', size: 'jokerCatch' },
  collectionBook: { url: '/popup/collectionbook', size: { width: 560, height: 680 } },
} as const;

export const currentUrl = () => (typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`);
