// Mileage (SPEC §3 Mileage, §7 mileage calls).
import { Type, type Static } from 'typebox';
import { DateText, MoneyAmount, MoneySchema, PageSchema, pageFields, Year } from './common';

export const MileageCurrentSchema = Type.Object({
  currentMileage: MoneySchema,
  /** expires within the next 30 days */
  soonToExpireMileage: MoneySchema,
  exchangeUnit: MoneySchema,
  moneyPerMileage: MoneySchema,
  /** game money held now and the most that may be held: an exchange pays money only up to the limit */
  money: MoneySchema,
  holdingLimit: MoneySchema,
});
export type MileageCurrent = Static<typeof MileageCurrentSchema>;

export const MileageExchangeRequestSchema = Type.Object({
  mileage: MoneyAmount('마일리지'),
  /** the balance the member saw; a different stored value means a stale view (409) */
  currentHoldMileage: MoneyAmount('보유 마일리지'),
  /** true: exchanged again on purpose — the same mileage within 10 minutes is otherwise refused with ERROR_REPEATED_EXCHANGE for the player to confirm */
  confirmRepeat: Type.Optional(Type.Boolean({ title: '같은 전환 다시 하기' })),
});
export type MileageExchangeRequest = Static<typeof MileageExchangeRequestSchema>;
export const MileageExchangeResultSchema = Type.Object({
  exchangedMileage: MoneySchema,
  paidMoney: MoneySchema,
  currentMileage: MoneySchema,
  money: MoneySchema,
});
export type MileageExchangeResult = Static<typeof MileageExchangeResultSchema>;

export const MileageHistoryTypeSchema = Type.Union([
  Type.Literal('EARN'),
  Type.Literal('EXCHANGE'),
  Type.Literal('EXPIRE'),
  /** a gift sent to another member (SEND) and one received (RECEIVE) */
  Type.Literal('GIFT_SEND'),
  Type.Literal('GIFT_RECEIVE'),
]);
export type MileageHistoryType = Static<typeof MileageHistoryTypeSchema>;
export const MileageDailyQuerySchema = Type.Object({
  startDate: DateText({ title: '시작일' }),
  endDate: DateText({ title: '종료일' }),
  ...pageFields(10, 100),
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

export const MileageMonthlyQuerySchema = Type.Object({ year: Year({ title: '연도' }) });
export const MileageMonthlyItemSchema = Type.Object({
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  earned: MoneySchema,
  exchanged: MoneySchema,
  expired: MoneySchema,
  giftSent: MoneySchema,
  giftReceived: MoneySchema,
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

/** Mileage gift (SEND): limits and what this member already gave today (Korea time). */
export const MileageGiftStatusSchema = Type.Object({
  currentMileage: MoneySchema,
  unit: MoneySchema,
  minimum: MoneySchema,
  maxPerGift: MoneySchema,
  maxPerDay: MoneySchema,
  maxCountPerDay: Type.Integer(),
  sentToday: MoneySchema,
  countToday: Type.Integer(),
  remainingToday: MoneySchema,
});
export type MileageGiftStatus = Static<typeof MileageGiftStatusSchema>;

export const MileageGiftRequestSchema = Type.Object({
  destinationMemberNo: Type.Integer({ minimum: 1, maximum: 2147483647, title: '상대 회원' }),
  mileage: Type.String({ ...MoneySchema, title: '마일리지' }),
  /** true: given again on purpose — the same mileage to the same member within 10 minutes is otherwise refused with ERROR_REPEATED_GIFT for the player to confirm */
  confirmRepeat: Type.Optional(Type.Boolean({ title: '같은 선물 다시 하기' })),
});
export type MileageGiftRequest = Static<typeof MileageGiftRequestSchema>;

export const MileageGiftResultSchema = Type.Object({
  giftedMileage: MoneySchema,
  destinationMemberNo: Type.Integer(),
  destinationNickname: Type.String(),
  currentMileage: MoneySchema,
});
export type MileageGiftResult = Static<typeof MileageGiftResultSchema>;
