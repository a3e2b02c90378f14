// What a Plus coupon does to a join's price: the API prices the order with it, the join popup shows
// the same price before the payment window. Browser-safe, its own module ('@hanpan/contracts/plus-coupons').

/** 30% off the first month of the main membership (options keep their price). */
export const PLUS_FIRST_30 = 'PLUS_FIRST_30';
/** V-Plus free for 7 days; it ends then, never renewing into a paid month. */
export const PLUS_FREE_7D = 'PLUS_FREE_7D';
export const PLUS_JOIN_COUPON_BENEFITS: readonly string[] = [PLUS_FIRST_30, PLUS_FREE_7D];

export const PLUS_TRIAL_PRODUCT_CODE = 'PM0004';
export const PLUS_TRIAL_DAYS = 7;
const FIRST_MONTH_DISCOUNT_PERCENT = 30n;

export const PLUS_TRIAL_ONLY_V = '플러스 7일 무료 체험권은 V-Plus 가입에만 사용할 수 있습니다.';
/** Said when the trial is chosen with another tier picked: the join becomes V-Plus while it stays chosen. */
export const PLUS_TRIAL_SETS_V = '플러스 7일 무료 체험권은 V-Plus 전용이라 V-Plus로 가입합니다. 다른 쿠폰을 고르면 고른 멤버십으로 돌아갑니다.';
/** A trial's 7 days have no options: paid options would outlive it (QA: options to next month on a 7-day trial). */
export const PLUS_TRIAL_NO_OPTIONS = '7일 무료 체험에는 옵션을 함께 가입할 수 없습니다.';

export type PlusCouponPrice =
  /** what the main membership costs with the coupon (`discount` off its price) */
  | { ok: true; amount: bigint; discount: bigint; trialDays: number | null }
  | { ok: false; message: string };

/**
 * The main membership's first payment with a Plus join coupon, from its price (after any continuity
 * discount). The 30% is rounded down to whole 원 (floor of price × 30 / 100): the member never pays
 * more than 70%, and BigInt division truncates, which is floor for these non-negative amounts.
 */
export function plusCouponPrice(benefit: string, mainCode: string, price: bigint): PlusCouponPrice {
  if (benefit === PLUS_FREE_7D) {
    if (mainCode.toUpperCase() !== PLUS_TRIAL_PRODUCT_CODE) return { ok: false, message: PLUS_TRIAL_ONLY_V };
    return { ok: true, amount: 0n, discount: price, trialDays: PLUS_TRIAL_DAYS };
  }
  if (benefit === PLUS_FIRST_30) {
    const discount = (price * FIRST_MONTH_DISCOUNT_PERCENT) / 100n;
    return { ok: true, amount: price - discount, discount, trialDays: null };
  }
  return { ok: false, message: '플러스 가입에 사용할 수 없는 쿠폰입니다.' };
}
