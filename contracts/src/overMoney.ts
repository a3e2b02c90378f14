// Over-money (초과 머니 보관함): game money that would have gone above the holding limit is kept
// here instead of being lost, listed, and moved back into game money when there is room.
import { Type, type Static } from 'typebox';
import { MoneySchema, PageSchema, pageFields, titled } from './common';

export const OverMoneyStateSchema = Type.Object({
  /** money kept in the store */
  storedMoney: MoneySchema,
  /** the member's game money now */
  money: MoneySchema,
  /** holding limit (1e12 + limit options) */
  holdingLimit: MoneySchema,
  /** holding limit − money (0 when at or above the limit) */
  room: MoneySchema,
  /** what one withdrawal can move now: min(stored, room) */
  withdrawableMoney: MoneySchema,
  lastStoredAt: Type.Union([Type.String(), Type.Null()]),
});
export type OverMoneyState = Static<typeof OverMoneyStateSchema>;

export const OverMoneyEntryKindSchema = Type.Union([Type.Literal('STORE'), Type.Literal('WITHDRAW')]);
export type OverMoneyEntryKind = Static<typeof OverMoneyEntryKindSchema>;

export const OverMoneyHistoryItemSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  kind: OverMoneyEntryKindSchema,
  /** positive: stored; negative: withdrawn into game money */
  amount: MoneySchema,
  /** store balance after this entry */
  balanceAfter: MoneySchema,
  /** where the money came from (STORE) or went (WITHDRAW), in Korean */
  description: Type.String(),
});
export type OverMoneyHistoryItem = Static<typeof OverMoneyHistoryItemSchema>;
export const OverMoneyHistoryQuerySchema = Type.Object({
  kind: Type.Optional(titled(OverMoneyEntryKindSchema, '내역 구분')),
  ...pageFields(10, 100),
});
export type OverMoneyHistoryQuery = Static<typeof OverMoneyHistoryQuerySchema>;
export const OverMoneyHistoryPageSchema = PageSchema(OverMoneyHistoryItemSchema);

/** Withdraw: an amount, or everything there is room for when it is left out. */
export const OverMoneyWithdrawRequestSchema = Type.Object({
  amount: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'positive amount as a decimal string', title: '금액' })),
});
export type OverMoneyWithdrawRequest = Static<typeof OverMoneyWithdrawRequestSchema>;
export const OverMoneyWithdrawResultSchema = Type.Object({
  withdrawnMoney: MoneySchema,
  storedMoney: MoneySchema,
  money: MoneySchema,
});
export type OverMoneyWithdrawResult = Static<typeof OverMoneyWithdrawResultSchema>;

/** 422 codes of a withdrawal (shown on /popup/over-money/fail-result). */
export type OverMoneyErrorCode = 'ERROR_NO_OVER_MONEY' | 'ERROR_OVERMONEY' | 'ERROR_OVER_STORED_MONEY';
