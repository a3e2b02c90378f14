// Mileage (SPEC §3 Mileage, §7 mileage calls).
import { Type, type Static } from 'typebox';
import { MoneySchema, PageSchema } from './common';

export const MileageCurrentSchema = Type.Object({
  currentMileage: MoneySchema,
  /** expires within the next 30 days */
  soonToExpireMileage: MoneySchema,
  exchangeUnit: MoneySchema,
  moneyPerMileage: MoneySchema,
});
export type MileageCurrent = Static<typeof MileageCurrentSchema>;

export const MileageExchangeRequestSchema = Type.Object({
  mileage: MoneySchema,
  /** the balance the member saw; a different stored value means a stale view (409) */
  currentHoldMileage: MoneySchema,
});
export type MileageExchangeRequest = Static<typeof MileageExchangeRequestSchema>;
export const MileageExchangeResultSchema = Type.Object({
  exchangedMileage: MoneySchema,
  paidMoney: MoneySchema,
  currentMileage: MoneySchema,
  money: MoneySchema,
});
export type MileageExchangeResult = Static<typeof MileageExchangeResultSchema>;

export const MileageHistoryTypeSchema = Type.Union([Type.Literal('EARN'), Type.Literal('EXCHANGE'), Type.Literal('EXPIRE')]);
export const MileageDailyQuerySchema = Type.Object({
  startDate: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  endDate: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
export const MileageHistoryItemSchema = Type.Object({
  id: Type.Integer(),
  /** YYYY-MM-DD (KST) */
  date: Type.String(),
  createdAt: Type.String(),
  type: MileageHistoryTypeSchema,
  mileage: MoneySchema,
  description: Type.String(),
});
export type MileageHistoryItem = Static<typeof MileageHistoryItemSchema>;
export const MileageDailyPageSchema = PageSchema(MileageHistoryItemSchema);

export const MileageMonthlyQuerySchema = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }) });
export const MileageMonthlyItemSchema = Type.Object({
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  earned: MoneySchema,
  exchanged: MoneySchema,
  expired: MoneySchema,
});
export const MileageMonthlySchema = Type.Object({ year: Type.Integer(), months: Type.Array(MileageMonthlyItemSchema) });
export type MileageMonthly = Static<typeof MileageMonthlySchema>;

export const MileageBenefitSchema = Type.Object({
  /** mileage per 1,000 won paid, before extras */
  basicRatePerMille: Type.Integer(),
  vipAdditionalRatePerMille: Type.Integer(),
  membershipSavedMileage: MoneySchema,
  thisMonthEarned: MoneySchema,
  validityDays: Type.Integer(),
});
export type MileageBenefit = Static<typeof MileageBenefitSchema>;
