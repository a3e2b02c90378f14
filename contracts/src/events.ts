// Events: processors, weekly-gold results, targeting product, ongoing events, goldbox,
// mileage / money_transfer status (SPEC §3 Events, §7 Events calls).
import { Type, type Static, type TSchema } from 'typebox';
import { MoneySchema } from './common';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

export const OngoingEventTypeSchema = Type.Union([Type.Literal('MILEAGE'), Type.Literal('MONEY_TRANSFER')]);
export type OngoingEventType = Static<typeof OngoingEventTypeSchema>;

export const GoldboxStatusSchema = Type.Object({ isTarget: Type.Boolean(), isOpenedLayer: Type.Boolean() });
export const MileageEventStatusSchema = Type.Object({ status: Type.String() });
export const MoneyTransferEventStatusSchema = Type.Object({ status: Type.String(), isActiveNewIcon: Type.Boolean() });
export const OngoingEventStatusSchema = Type.Object({
  mileage: MileageEventStatusSchema,
  money_transfer: MoneyTransferEventStatusSchema,
});
export type OngoingEventStatus = Static<typeof OngoingEventStatusSchema>;

export const EventProcessorQuerySchema = Type.Object({ processorName: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });
export const EventProcessorResultSchema = Type.Object({
  eventName: Type.String(),
  processorName: Type.String(),
  result: Type.Record(Type.String(), Type.Union([Type.String(), Type.Boolean(), Type.Integer()])),
});

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
export const EventStatusUpdateSchema = Type.Object({ status: Type.Union([Type.Literal('SEEN'), Type.Literal('NONE')]) });
