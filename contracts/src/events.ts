// Events: processors, weekly-gold results, targeting product, ongoing events, goldbox,
// mileage / money_transfer status (SPEC §3 Events, §7 Events calls).
import { Type, type Static, type TSchema } from 'typebox';
import { MoneySchema } from './common';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

export const OngoingEventTypeSchema = Type.Union([Type.Literal('MILEAGE'), Type.Literal('MONEY_TRANSFER')]);
export type OngoingEventType = Static<typeof OngoingEventTypeSchema>;

export const GoldboxStatusSchema = Type.Object({ isTarget: Type.Boolean(), isOpenedLayer: Type.Boolean() });
/** The event of a type running for the member now (absent when the status is NONE): what a page names. */
export const OngoingEventSummarySchema = Type.Object({ title: Type.String(), endDateTime: Type.String() });
export const MileageEventStatusSchema = Type.Object({ status: Type.String(), event: Type.Optional(OngoingEventSummarySchema) });
export const MoneyTransferEventStatusSchema = Type.Object({ status: Type.String(), isActiveNewIcon: Type.Boolean(), event: Type.Optional(OngoingEventSummarySchema) });
export const OngoingEventStatusSchema = Type.Object({
  mileage: MileageEventStatusSchema,
  money_transfer: MoneyTransferEventStatusSchema,
});
export type OngoingEventStatus = Static<typeof OngoingEventStatusSchema>;

/**
 * What opening the goldbox gave (one per member and event): game money (what did not fit under the
 * holding limit went to the over-money store), mileage, or a shop item now in 보관함.
 */
export const GoldboxPrizeKindSchema = Type.Union([Type.Literal('MONEY'), Type.Literal('MILEAGE'), Type.Literal('ITEM')]);
export type GoldboxPrizeKind = Static<typeof GoldboxPrizeKindSchema>;
export const GoldboxPrizeSchema = Type.Object({
  kind: GoldboxPrizeKindSchema,
  /** MONEY: game money won; MILEAGE: mileage; ITEM: how many of the item */
  amount: MoneySchema,
  /** MONEY: the part above the holding limit, kept in the over-money store (초과 머니 보관함); otherwise '0' */
  storedOverMoney: MoneySchema,
  /** ITEM: the shop product now in 보관함; null for money and mileage */
  itemCode: Nullable(Type.String()),
  itemName: Nullable(Type.String()),
});
export type GoldboxPrize = Static<typeof GoldboxPrizeSchema>;

export const EventProcessorQuerySchema = Type.Object({ processorName: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', title: '이벤트 동작' }) });
export const EventProcessorResultSchema = Type.Object({
  eventName: Type.String(),
  processorName: Type.String(),
  result: Type.Record(Type.String(), Type.Union([Type.String(), Type.Boolean(), Type.Integer()])),
  /** goldbox: the prize drawn when it was opened (participate, and status/participation afterwards) */
  prize: Type.Optional(GoldboxPrizeSchema),
});
export type EventProcessorResult = Static<typeof EventProcessorResultSchema>;

export const WeeklyGoldPrevMonthResultSchema = Type.Object({
  month: Type.String(),
  rounds: Type.Array(Type.Object({ round: Type.Integer(), accumulatedGold: MoneySchema, startDateTime: Type.String(), endDateTime: Type.String() })),
  totalGold: MoneySchema,
});
export const EventTargetingProductSchema = Type.Object({
  productCode: Nullable(Type.String()),
  productName: Nullable(Type.String()),
  reason: Type.String(),
});
export const OngoingEventSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  startDateTime: Type.String(),
  endDateTime: Type.String(),
  ongoing: Type.Boolean(),
  participated: Type.Boolean(),
});
export const GoldboxOpenResultSchema = Type.Object({ isOpenedLayer: Type.Boolean() });
export const EventStatusUpdateSchema = Type.Object({ status: Type.Union([Type.Literal('SEEN'), Type.Literal('NONE')], { title: '확인 상태' }) });
