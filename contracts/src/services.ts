// Free recharge, SMS, FAQ, PC-bang and championship apply (SPEC §3, §7).
import { Type, type Static } from 'typebox';
import { MoneySchema } from './common';
import { KOREAN_MOBILE_PATTERN } from './constants';

export const FreeChargeResultSchema = Type.Object({
  chargedMoney: MoneySchema,
  money: MoneySchema,
  /** free recharges left today after this one */
  remainingToday: Type.Integer({ minimum: 0 }),
  /** next time a free charge is possible (start of the next Korean day) */
  nextChargeAvailableAt: Type.String(),
});
export type FreeChargeResult = Static<typeof FreeChargeResultSchema>;

/** Korean mobile number 01x, with or without hyphens (the same check runs in the browser). */
export const KoreanMobileSchema = Type.String({ pattern: KOREAN_MOBILE_PATTERN, title: '휴대폰 번호' });
export const ClassicDownloadSmsBodySchema = Type.Object({
  storeType: Type.Union([Type.Literal('GOOGLE'), Type.Literal('APPLE'), Type.Literal('ONESTORE')], { title: '앱 마켓' }),
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

// The PC-bang subscription and championship schemas live in ./hpc (the championship team's contract).
