// Free recharge, SMS, FAQ, PC-bang and championship apply (SPEC §3, §7).
import { Type, type Static } from 'typebox';
import { MoneySchema } from './common';

export const FreeChargeResultSchema = Type.Object({
  chargedMoney: MoneySchema,
  money: MoneySchema,
  /** next time a free charge is possible (start of the next Korean day) */
  nextChargeAvailableAt: Type.String(),
});
export type FreeChargeResult = Static<typeof FreeChargeResultSchema>;

/** Korean mobile number 01x, with or without hyphens. */
export const KoreanMobileSchema = Type.String({ pattern: '^01[016789]-?[0-9]{3,4}-?[0-9]{4}$' });
export const ClassicDownloadSmsBodySchema = Type.Object({
  storeType: Type.Union([Type.Literal('GOOGLE'), Type.Literal('APPLE'), Type.Literal('ONESTORE')]),
  userPhoneNumber: KoreanMobileSchema,
});
export type ClassicDownloadSmsBody = Static<typeof ClassicDownloadSmsBodySchema>;
export const MobileShopSmsBodySchema = Type.Object({ phoneNumber: KoreanMobileSchema });
export type MobileShopSmsBody = Static<typeof MobileShopSmsBodySchema>;
export const SmsResultSchema = Type.Object({ sent: Type.Boolean(), maskedPhoneNumber: Type.String() });
export type SmsResult = Static<typeof SmsResultSchema>;

export const FaqCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), articleCount: Type.Integer() });
export type FaqCategory = Static<typeof FaqCategorySchema>;
export const FaqSummarySchema = Type.Object({ id: Type.Integer(), categoryId: Type.Integer(), categoryName: Type.String(), title: Type.String() });
export type FaqSummary = Static<typeof FaqSummarySchema>;
export const FaqDetailSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  title: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
});
export type FaqDetail = Static<typeof FaqDetailSchema>;

export const PcBangSubscriptionSchema = Type.Object({
  subscribe: Type.Boolean(),
  type: Type.Union([Type.Literal('NONE'), Type.Literal('METER'), Type.Literal('FLAT')]),
  ip: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  receivableCapsuleFreeTicket: Type.Integer(),
});
export type PcBangSubscription = Static<typeof PcBangSubscriptionSchema>;

export const ChampionshipCountSchema = Type.Object({
  round: Type.Integer(),
  /** applications in this round (all members) */
  count: Type.Integer(),
  applied: Type.Boolean(),
});
export type ChampionshipCount = Static<typeof ChampionshipCountSchema>;
export const ChampionshipApplyBodySchema = Type.Object({ round: Type.Integer({ minimum: 1 }) });
