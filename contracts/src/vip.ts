// VIP programme (SPEC §3 VIP, §6 grade thresholds, §7 VIP calls).
import { Type, type Static, type TSchema } from 'typebox';
import { MoneySchema, PageSchema } from './common';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

export const VipGradeSchema = Type.Union([
  Type.Literal('NONE'), Type.Literal('MINIMUM'), Type.Literal('BUSINESS'), Type.Literal('FIRST'), Type.Literal('PREMIUM'),
]);
export type VipGrade = Static<typeof VipGradeSchema>;

export const VipUserSchema = Type.Object({
  additionalMileage: MoneySchema,
  additionalMileageEndDate: Nullable(Type.String()),
  additionalSavedCoin: MoneySchema,
  avatarMarkCode: Nullable(Type.String()),
  basicMileage: MoneySchema,
  basicSavedCoin: MoneySchema,
  bonusMonth: Type.Integer(),
  grade: VipGradeSchema,
  gradeName: Type.String(),
  /** SPEC §3 class rank: premium 3, first 2, business 1, else 0 */
  classRank: Type.Integer(),
  lastMonthGameCount: Type.Integer(),
  lastMonthPaymentAmount: MoneySchema,
  retentionMonth: Type.Integer(),
  specialCode: Nullable(Type.String()),
  totalPaymentAmount: MoneySchema,
  vip: Type.Boolean(),
  /** YYYY-MM */
  vipMonth: Type.String(),
});
export type VipUser = Static<typeof VipUserSchema>;

export const VipExpectationQuerySchema = Type.Object({ isExtendedTarget: Type.Optional(Type.Boolean()) });
export const VipExpectationSchema = Type.Object({
  isVip: Type.Boolean(),
  currentBenefit: Type.String(),
  currentGrade: VipGradeSchema,
  currentGradeName: Type.String(),
  nextGrade: Nullable(VipGradeSchema),
  nextGradeName: Nullable(Type.String()),
  expectedVipGrade: VipGradeSchema,
  expectedGradeName: Type.String(),
  playedCount: Type.Integer(),
  paymentAmount: MoneySchema,
  remainPaymentAmount: MoneySchema,
  progressStatus: Type.Integer({ minimum: 0, maximum: 100 }),
  /** YYYY.MM.DD ~ YYYY.MM.DD */
  basisPeriod: Type.String(),
});
export type VipExpectation = Static<typeof VipExpectationSchema>;

export const AchievableGradeQuerySchema = Type.Object({
  category: Type.Optional(Type.Union([Type.Literal('PAYMENT'), Type.Literal('ALL')])),
});
export const AchievableGradeSchema = Type.Object({
  progressStatus: Type.Integer(),
  basisPeriod: Type.String(),
  expectedGrade: VipGradeSchema,
  expectedGradeName: Type.String(),
  maximumAchievableGrade: VipGradeSchema,
  maximumAchievableGradeName: Type.String(),
  remainPaymentAmount: MoneySchema,
});
export type AchievableGrade = Static<typeof AchievableGradeSchema>;

export const VipBenefitTypeSchema = Type.Union([Type.Literal('coupon'), Type.Literal('grade-up'), Type.Literal('hancoin')]);
export type VipBenefitType = Static<typeof VipBenefitTypeSchema>;
export const ReceivedBenefitSchema = Type.Object({ type: VipBenefitTypeSchema, vipMonth: Type.String(), receivedAt: Type.String(), platform: Type.String() });
export const VipBenefitSchema = Type.Object({
  currentVipUser: VipUserSchema,
  lastVipUser: Nullable(VipUserSchema),
  savedCoin: MoneySchema,
  receivedBenefits: Type.Array(ReceivedBenefitSchema),
});
export type VipBenefit = Static<typeof VipBenefitSchema>;

export const VipBenefitDetailSchema = Type.Object({
  type: VipBenefitTypeSchema,
  vipMonth: Type.String(),
  grade: VipGradeSchema,
  available: Type.Boolean(),
  received: Type.Boolean(),
  description: Type.String(),
  /** hancoin amount, coupon count or grade-up target, as text per type */
  amount: MoneySchema,
});
export type VipBenefitDetail = Static<typeof VipBenefitDetailSchema>;
export const VipBenefitClaimRequestSchema = Type.Object({
  platform: Type.Optional(Type.Union([Type.Literal('PC'), Type.Literal('MOBILE')], { default: 'PC' })),
});
export const VipBenefitClaimResultSchema = Type.Object({
  type: VipBenefitTypeSchema,
  vipMonth: Type.String(),
  amount: MoneySchema,
  hancoin: MoneySchema,
});

export const SavedCoinHistoryItemSchema = Type.Object({ id: Type.Integer(), createdAt: Type.String(), kind: Type.String(), coin: MoneySchema });
export const SavedCoinHistoryQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
export const SavedCoinHistoryPageSchema = PageSchema(SavedCoinHistoryItemSchema);

export const FirstAchievementSchema = Type.Object({
  achieved: Type.Boolean(),
  firstVipMonth: Nullable(Type.String()),
  firstGrade: Nullable(VipGradeSchema),
});
export const VipOpenedSchema = Type.Object({ isOpenedVip: Type.Boolean() });

export const AvatarMarkRequestSchema = Type.Object({ avatarMarkCode: Type.String({ pattern: '^[A-Z0-9_]{1,20}$' }) });
export const AvatarMarkSchema = Type.Object({ avatarMarkCode: Nullable(Type.String()), worn: Type.Boolean(), available: Type.Array(Type.String()) });
