// Shop area contracts besides the catalogue (contents.ts) and inventory (inventory.ts): free and
// paid charging, SMS cooldowns, this month's spending by day, collection-book rewards.
import { Type, type Static } from 'typebox';
import { Id, MoneySchema, Text } from './common';
import { CouponSchema } from './inventory';

/**
 * GET /api/shop/order-quote — the shop order page's checks without opening it (the products on
 * sale, an avatar already owned, 조커 잡기's tier, game money past the holding limit): the shop asks
 * before its confirm, so a refusal is said before the player presses 결제하기.
 */
export const ShopOrderQuoteQuerySchema = Type.Object({
  /** product codes, comma-separated (as the order page's `codes`) */
  codes: Text(440, { minLength: 1, title: '상품 코드' }),
  /** 'A': an avatar order */
  itemType: Type.Optional(Type.Literal('A', { title: '상품 종류' })),
});
export type ShopOrderQuoteQuery = Static<typeof ShopOrderQuoteQuerySchema>;
export const ShopOrderQuoteSchema = Type.Object({
  /** the order's heading, as the order page shows it */
  title: Type.String(),
  /** price in 원 */
  amount: MoneySchema,
  /** what the order gives, a line per product */
  lines: Type.Array(Type.String()),
});
export type ShopOrderQuote = Static<typeof ShopOrderQuoteSchema>;
/** Its refusals (422, `body.code`); a 400 for codes that are no product codes at all. */
export type ShopOrderRefusalCode = 'ERROR_OVERMONEY' | 'ERROR_AVATAR_ALREADY_OWNED' | 'ERROR_NEED_X_PLUS' | 'ERROR_NOT_ON_SALE';

/** GET /api/money/members/charge — what the charge popup shows before anything is paid. */
export const FreeChargeStatusSchema = Type.Object({
  /** free recharges a day for this member (one rule, shared with the Plus benefit screens) */
  perDay: Type.Integer({ minimum: 0 }),
  usedToday: Type.Integer({ minimum: 0 }),
  remainingToday: Type.Integer({ minimum: 0 }),
  /** main Plus tier the count comes from (V, W, X, Z) or null without Plus */
  plusTier: Type.Union([Type.String(), Type.Null()]),
  /** game money one free recharge gives */
  chargeAmount: MoneySchema,
  /** free recharge only while the member holds less than this */
  threshold: MoneySchema,
  money: MoneySchema,
  hancoin: MoneySchema,
  canCharge: Type.Boolean(),
  /** why not now: MONEY_ENOUGH (holds the threshold or more), USED_ALL_TODAY */
  reason: Type.Union([Type.Literal('MONEY_ENOUGH'), Type.Literal('USED_ALL_TODAY'), Type.Null()]),
  nextChargeAvailableAt: Type.String(),
  /** hancoin amounts the paid charge offers (1원 = 1 한코인) */
  hancoinAmounts: Type.Array(MoneySchema),
  /**
   * The member's 무료 충전 1회 추가 coupon that runs out first, or null: with today's recharges used up
   * it gives one more (POST with its couponId).
   */
  coupon: Type.Union([CouponSchema, Type.Null()]),
});
export type FreeChargeStatus = Static<typeof FreeChargeStatusSchema>;

/** POST /api/money/members/charge: without a body, one of today's recharges; with couponId, the coupon's extra one. */
export const FreeChargeRequestSchema = Type.Object({ couponId: Type.Optional(Id({ title: '쿠폰 번호' })) });
export type FreeChargeRequest = Static<typeof FreeChargeRequestSchema>;

/**
 * Body of a 429 from the SMS endpoints: when the same request may be sent again, and whom the wait
 * binds — this number only ('number': the per-minute and per-number daily limits) or every number
 * of the member ('member': the member's daily limit).
 */
export const SmsCooldownSchema = Type.Object({
  retryAfterSeconds: Type.Integer({ minimum: 1 }),
  scope: Type.Union([Type.Literal('number'), Type.Literal('member')]),
});
export type SmsCooldown = Static<typeof SmsCooldownSchema>;

/** GET /api/restriction/usage — this month's purchases by Korean day (chart of the restrict popup). */
export const RestrictionUsageDaySchema = Type.Object({
  /** YYYY-MM-DD (Korea time) */
  date: Type.String(),
  amount: MoneySchema,
  /** used from the 1st up to this day */
  cumulative: MoneySchema,
});
export const RestrictionUsageSchema = Type.Object({
  /** YYYY-MM */
  month: Type.String(),
  legalMonthLimit: MoneySchema,
  monthLimit: MoneySchema,
  usedThisMonth: MoneySchema,
  /** every day of the month up to today */
  days: Type.Array(RestrictionUsageDaySchema),
});
export type RestrictionUsage = Static<typeof RestrictionUsageSchema>;

/** POST /api/avatar/collection-book-masters/{id}/reward */
export const CollectionBookRewardResultSchema = Type.Object({
  bookId: Type.Integer(),
  rewardMoney: MoneySchema,
  /** the member's game money after the payment */
  money: MoneySchema,
  paidAt: Type.String(),
});
export type CollectionBookRewardResult = Static<typeof CollectionBookRewardResultSchema>;
