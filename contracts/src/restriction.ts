// Game restriction and purchase limits (SPEC §3 Restriction, §4 upgrade/downgrade, restrict popups).
import { Type, type Static } from 'typebox';
import { MoneyAmount, MoneySchema } from './common';

export const LimitInfoSchema = Type.Object({
  /** legal monthly maximum for web-board games (1,000,000원 since 2026-02-03) */
  legalMonthLimit: MoneySchema,
  monthLimit: MoneySchema,
  dayLimit: Type.Union([MoneySchema, Type.Null()]),
  usedThisMonth: MoneySchema,
  usedToday: MoneySchema,
  remainingMonth: MoneySchema,
  remainingDay: Type.Union([MoneySchema, Type.Null()]),
  /** what can be spent now (= personal-zone currency.limitAmount) */
  limitAmount: MoneySchema,
  /** one game's stake may not exceed a tenth of the monthly limit */
  gameStakeLimit: MoneySchema,
  canRaise: Type.Boolean(),
  nextRaiseAvailableDate: Type.Union([Type.String(), Type.Null()]),
});
export type LimitInfo = Static<typeof LimitInfoSchema>;

export const RestrictionSchema = Type.Object({
  isRestricted: Type.Boolean(),
  expiredDate: Type.Union([Type.String(), Type.Null()]),
  gameId: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  restrictions: Type.Array(Type.Object({ gameId: Type.String(), expiredDate: Type.String(), reason: Type.String() })),
  limit: LimitInfoSchema,
});
export type Restriction = Static<typeof RestrictionSchema>;

/** A member's two own limits: the monthly one, and the daily one (null: none). */
export const LimitPairSchema = Type.Object({
  monthLimit: MoneySchema,
  dayLimit: Type.Union([MoneySchema, Type.Null()]),
});
export type LimitPair = Static<typeof LimitPairSchema>;

export const RestrictionHistorySchema = Type.Object({
  id: Type.Integer(),
  action: Type.Union([Type.Literal('upgrade'), Type.Literal('downgrade')]),
  resultType: Type.String(),
  /** the limits asked for (applied when resultType is success) */
  dayLimit: Type.Union([MoneySchema, Type.Null()]),
  monthLimit: Type.Union([MoneySchema, Type.Null()]),
  /**
   * the limits in force when it was asked — what a refusal kept; a value equal to the asked one was
   * not changed by the request. Absent on entries recorded before the API kept it.
   */
  before: Type.Optional(LimitPairSchema),
  message: Type.String(),
  createdAt: Type.String(),
});
export type RestrictionHistory = Static<typeof RestrictionHistorySchema>;

export const RestrictionChangeBodySchema = Type.Object({
  /** new monthly limit in 원 */
  monthLimit: Type.Optional(MoneyAmount('월 구매 한도')),
  /** new daily limit in 원; null removes the daily limit (upgrade only) */
  dayLimit: Type.Optional(Type.Union([MoneyAmount('일 구매 한도'), Type.Null()], { title: '일 구매 한도' })),
});
export type RestrictionChangeBody = Static<typeof RestrictionChangeBodySchema>;

/** Picks the restrict popup: /popup/restrict/result/{resultType}. */
export const RestrictResultTypeSchema = Type.Union([
  Type.Literal('success'),
  Type.Literal('day-limit'),
  Type.Literal('month-limit'),
  Type.Literal('punish-limit'),
  Type.Literal('error'),
]);
export type RestrictResultType = Static<typeof RestrictResultTypeSchema>;

/** Answered with 200; resultType chooses the popup and message is the Korean reason. */
export const RestrictionChangeResultSchema = Type.Object({
  resultType: RestrictResultTypeSchema,
  message: Type.String(),
  limit: LimitInfoSchema,
});
export type RestrictionChangeResult = Static<typeof RestrictionChangeResultSchema>;
