// Business constants and limits of SPEC §9.
export const TOOLTIP_DURATION_MS = 1500;
export const COUPON_PAGE_SIZE = 3;
/** Coupon box tabs: the game categories of GET /api/coupons (default pokerTotal). */
export const COUPON_CATEGORIES = [
  { key: 'pokerTotal', label: '포커' },
  { key: 'hoolaTotal', label: '훌라' },
  { key: 'suddaTotal', label: '섯다' },
] as const;
/** GET /api/coupons/membership default category (Plus free / discount coupons). */
export const MEMBERSHIP_COUPON_CATEGORY = 'plusfree';
/** Memo box page size. */
export const MEMO_PAGE_SIZE = 5;
/** Layers the shell owns (anyone opens them with openLayer(key)): the coupon and memo boxes. */
export const COUPON_BOX_LAYER = 'couponBox';
/** The coupon box's tab of the coupons VIP benefits give (딜러비 할인 쿠폰, 등급 상향권; not on the partner
 *  channel): `openLayer(COUPON_BOX_LAYER, { tab: COUPON_BOX_VIP_TAB })` opens the box on it. */
export const COUPON_BOX_VIP_TAB = 'vip';
export const MEMO_BOX_LAYER = 'memoBox';

const DAY_SECONDS = 24 * 60 * 60;
/** Dismissal cookie lifetimes per layer type; 'midnight' = until the next midnight in Korea time. */
export const LAYER_DISMISSAL_LIFETIMES = {
  restrict: { days: 30 },
  vip: { days: 1 },
  weeklyGold: { days: 1 },
  goldbox: { days: 1 },
  dealer: { days: 1 },
  championship: 'midnight',
  shopAddToHome: { days: 3 },
} as const satisfies Record<string, { days: number } | 'midnight'>;
export type LayerDismissalType = keyof typeof LAYER_DISMISSAL_LIFETIMES;

export const AD_CLICK_COOKIE = {
  name: 'HANPAN_GCLID',
  queryParam: 'gclid',
  maxAgeSeconds: 90 * DAY_SECONDS, // 7776000
  path: '/',
  httpOnly: false,
  sameSite: 'Lax',
  /**
   * The named portal host where no ad click id is stored (SPEC §9): the partner channel's host —
   * its visitors come through the partner's own campaigns, and a parent-domain cookie written
   * there would be read as ours. The shell may override it from the portal settings.
   */
  skipHosts: ['partner.localhost'],
} as const;

export interface PopupSize {
  width: number;
  height: number;
}
/** Window popup sizes (width x height). */
export const POPUP_SIZES = {
  bankbook: { width: 390, height: 600 },
  mileage: { width: 550, height: 825 },
  freeRecharge: { width: 550, height: 840 },
  payment: { width: 540, height: 540 },
  paymentTall: { width: 540, height: 550 },
  changePayment: { width: 750, height: 670 },
  jokerCatch: { width: 551, height: 309 },
  membershipItemUse: { width: 390, height: 600 },
  channeling: { width: 500, height: 510 },
  banner: { width: 800, height: 600 },
  autoBankbook: { width: 300, height: 420 },
  autoBankbookChange: { width: 360, height: 381 },
  autoBankbookCancel: { width: 420, height: 267 },
} as const satisfies Record<string, PopupSize>;
export type PopupSizeKey = keyof typeof POPUP_SIZES;

/** Layer (in-page dialog) sizes; default l. */
export const LAYER_SIZES = ['s', 'm', 'l'] as const;
export type LayerSize = (typeof LAYER_SIZES)[number];
export const DEFAULT_LAYER_SIZE: LayerSize = 'l';

export const HOLDING_MONEY_BASE = 1_000_000_000_000n; // 1e12
export const DISCOUNT_TOTAL_MONEY = 400_000_000_000_000n; // 4e14
/** Korean time (UTC+9). */
export const MONEY_TRANSFER_NEW_ICON_END = '2024-05-26T10:00:00+09:00';

export const MOBILE_HOST_PREFIX = 'm.';
export const SITE_TITLE = '한판';

/** Login status codes and action result types (SPEC §3 member meta). */
export const LOGIN_STATUS = { login: 'LOGIN', needAction: 'NEED_ACTION', error: 'ERROR' } as const;
export type LoginStatusCode = (typeof LOGIN_STATUS)[keyof typeof LOGIN_STATUS];
export const ACTION_RESULT_TYPES = ['POPUP_REDIRECT', 'BOTTOM_REDIRECT'] as const;
export const PUBLISHER_DEFAULT = 'hanpan';
export const PUBLISHER_PARTNER = 'partner';
/** Paths the partner channel may not open (SPEC §2, §6). */
export const PARTNER_BLOCKED_PATHS = ['/sponsor', '/plus', '/mobile'] as const;
