// VIP programme (SPEC §3 VIP, §6 grade thresholds, §7 VIP calls) plus the power-chief and VIP
// voice features. Grades are decided by the counted payments of the three months before a VIP month.
import { Type, type Static, type TSchema } from 'typebox';
import { MoneySchema, PageSchema, pageFields, titled } from './common';
import { VIP_VOICE_CONTENT, VIP_VOICE_TITLE } from './constants';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
/** A page plus extra top-level fields (one flat object: simple to validate and serialise). */
const PageWith = <T extends TSchema, P extends Record<string, TSchema>>(item: T, extra: P) => Type.Object({ ...PageSchema(item).properties, ...extra });
/** 'YYYY-MM' (a VIP month or a payment month, Korea time). */
export const VipMonthSchema = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' });
const VipPageQuery = pageFields(10, 50, 10_000);
/** Text a player types: no control characters (NUL included) except line breaks. */
const PlainText = (title: string, minLength: number, maxLength: number, multiline = false) =>
  Type.String({ title, minLength, maxLength, pattern: multiline ? '^[^\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F\\u007F]*$' : '^[^\\u0000-\\u001F\\u007F]*$' });

export const VipGradeSchema = Type.Union([
  Type.Literal('NONE'), Type.Literal('MINIMUM'), Type.Literal('BUSINESS'), Type.Literal('FIRST'), Type.Literal('PREMIUM'),
]);
export type VipGrade = Static<typeof VipGradeSchema>;
export const VipPlatformSchema = Type.Union([Type.Literal('PC'), Type.Literal('MOBILE')]);
export type VipPlatform = Static<typeof VipPlatformSchema>;

export const VipUserSchema = Type.Object({
  /** extra mileage per 1,000원 paid (VIP members) */
  additionalMileage: MoneySchema,
  additionalMileageEndDate: Nullable(Type.String()),
  /** saved coin (hancoin) of this VIP month's grade bonus */
  additionalSavedCoin: MoneySchema,
  avatarMarkCode: Nullable(Type.String()),
  /** mileage per 1,000원 paid (everyone) */
  basicMileage: MoneySchema,
  /** saved coin (hancoin) of this VIP month: 1 per 100원 counted */
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
  /** counted payments of the counting period that decided this grade */
  totalPaymentAmount: MoneySchema,
  vip: Type.Boolean(),
  /** YYYY-MM */
  vipMonth: Type.String(),
  /** YYYY.MM.DD ~ YYYY.MM.DD: the payments that decided the grade */
  basisPeriod: Type.String(),
});
export type VipUser = Static<typeof VipUserSchema>;

/** Public: thresholds and what each grade gives (the guide). */
export const VipGradeRowSchema = Type.Object({
  grade: VipGradeSchema,
  name: Type.String(),
  threshold: MoneySchema,
  coupons: Type.Integer(),
  hancoin: MoneySchema,
  gradeUp: Type.Integer(),
  avatarMark: Nullable(Type.String()),
  avatarMarkName: Nullable(Type.String()),
  /** saved coin per 1,000원 counted (basic + grade bonus) */
  savedCoinPerMille: Type.Integer(),
  additionalMileagePerMille: Type.Integer(),
  powerChiefMoney: MoneySchema,
});
export type VipGradeRow = Static<typeof VipGradeRowSchema>;
export const VipGradesSchema = Type.Object({
  grades: Type.Array(VipGradeRowSchema),
  countingMonths: Type.Integer(),
  basicSavedCoinPerMille: Type.Integer(),
  basicMileagePerMille: Type.Integer(),
  powerChiefMinGames: Type.Integer(),
});
export type VipGrades = Static<typeof VipGradesSchema>;

/** isExtendedTarget: aim at the top grade (최고 등급까지) rather than the next (다음 등급까지) */
export const VipExpectationQuerySchema = Type.Object({ isExtendedTarget: Type.Optional(Type.Boolean({ title: '목표 등급' })) });
export const VipExpectationSchema = Type.Object({
  isVip: Type.Boolean(),
  currentBenefit: Type.String(),
  currentGrade: VipGradeSchema,
  currentGradeName: Type.String(),
  nextGrade: Nullable(VipGradeSchema),
  nextGradeName: Nullable(Type.String()),
  expectedVipGrade: VipGradeSchema,
  expectedGradeName: Type.String(),
  /** the month the expected grade applies to (YYYY-MM) */
  expectedVipMonth: Type.String(),
  playedCount: Type.Integer(),
  /** counted payments of the counting period so far */
  paymentAmount: MoneySchema,
  /** of which this month */
  thisMonthPaymentAmount: MoneySchema,
  remainPaymentAmount: MoneySchema,
  /** what the bar aims at: the next grade, or the top grade when isExtendedTarget */
  isExtendedTarget: Type.Boolean(),
  targetGrade: VipGradeSchema,
  targetGradeName: Type.String(),
  targetAmount: MoneySchema,
  progressStatus: Type.Integer({ minimum: 0, maximum: 100 }),
  /** YYYY.MM.DD ~ YYYY.MM.DD */
  basisPeriod: Type.String(),
});
export type VipExpectation = Static<typeof VipExpectationSchema>;

export const AchievableGradeQuerySchema = Type.Object({
  /** PAYMENT: within this month's purchase limits; ALL: ignoring them */
  category: Type.Optional(Type.Union([Type.Literal('PAYMENT'), Type.Literal('ALL')], { title: '계산 기준' })),
});
export const AchievableGradeSchema = Type.Object({
  progressStatus: Type.Integer(),
  basisPeriod: Type.String(),
  expectedGrade: VipGradeSchema,
  expectedGradeName: Type.String(),
  maximumAchievableGrade: VipGradeSchema,
  maximumAchievableGradeName: Type.String(),
  remainPaymentAmount: MoneySchema,
  /** what can still be paid before this month ends (month limit, and the day limit on each day left); null for category ALL */
  remainingLimit: Nullable(MoneySchema),
});
export type AchievableGrade = Static<typeof AchievableGradeSchema>;

export const VipBenefitTypeSchema = Type.Union([Type.Literal('coupon'), Type.Literal('grade-up'), Type.Literal('hancoin')]);
export type VipBenefitType = Static<typeof VipBenefitTypeSchema>;
export const ReceivedBenefitSchema = Type.Object({ type: VipBenefitTypeSchema, vipMonth: Type.String(), receivedAt: Type.String(), platform: Type.String(), amount: MoneySchema });
export type ReceivedBenefit = Static<typeof ReceivedBenefitSchema>;
export const VipBenefitSchema = Type.Object({
  isOpenedVip: Type.Boolean(),
  currentVipUser: VipUserSchema,
  lastVipUser: Nullable(VipUserSchema),
  /** every saved coin so far */
  savedCoin: MoneySchema,
  /** saved coin of this VIP month */
  monthSavedCoin: MoneySchema,
  receivedBenefits: Type.Array(ReceivedBenefitSchema),
});
export type VipBenefit = Static<typeof VipBenefitSchema>;

export const VipBenefitDetailSchema = Type.Object({
  type: VipBenefitTypeSchema,
  name: Type.String(),
  vipMonth: Type.String(),
  grade: VipGradeSchema,
  available: Type.Boolean(),
  received: Type.Boolean(),
  receivedAt: Nullable(Type.String()),
  platform: Nullable(VipPlatformSchema),
  description: Type.String(),
  /** hancoin amount, or the number of coupons / tickets */
  amount: MoneySchema,
  /** '한코인 1,000개', '딜러비 할인 쿠폰 2장' */
  amountText: Type.String(),
  /**
   * A benefit a 등급 상향권 could still raise one grade (coupon, hancoin; not received, not raised yet):
   * the ticket is still to claim, or claimed and still to use in the coupon box. Null otherwise.
   */
  gradeUpTicket: Nullable(Type.Union([Type.Literal('to-claim'), Type.Literal('to-use')])),
});
export type VipBenefitDetail = Static<typeof VipBenefitDetailSchema>;
export const VipBenefitClaimRequestSchema = Type.Object({
  platform: Type.Optional(Type.Union([Type.Literal('PC'), Type.Literal('MOBILE')], { default: 'PC', title: '이용 기기' })),
});
export const VipBenefitClaimResultSchema = Type.Object({
  type: VipBenefitTypeSchema,
  name: Type.String(),
  vipMonth: Type.String(),
  amount: MoneySchema,
  amountText: Type.String(),
  /** hancoin balance after the claim (hancoin), else the unchanged balance */
  hancoin: MoneySchema,
  platform: VipPlatformSchema,
  receivedAt: Type.String(),
});
export type VipBenefitClaimResult = Static<typeof VipBenefitClaimResultSchema>;

export const SavedCoinHistoryItemSchema = Type.Object({ id: Type.Integer(), createdAt: Type.String(), kind: Type.String(), kindName: Type.String(), coin: MoneySchema });
export type SavedCoinHistoryItem = Static<typeof SavedCoinHistoryItemSchema>;
export const SavedCoinHistoryQuerySchema = Type.Object(VipPageQuery);
export const SavedCoinHistoryPageSchema = PageSchema(SavedCoinHistoryItemSchema);
export type SavedCoinHistoryPage = Static<typeof SavedCoinHistoryPageSchema>;

/** Counted payments per payment month (the payment-history popup's month list). */
export const VipPaymentMonthSchema = Type.Object({
  month: Type.String(),
  paymentAmount: MoneySchema,
  paymentCount: Type.Integer(),
  /** saved coin credited in this VIP month */
  savedCoin: MoneySchema,
  /** the VIP grade of this month */
  grade: VipGradeSchema,
  gradeName: Type.String(),
});
export type VipPaymentMonth = Static<typeof VipPaymentMonthSchema>;
export const VipPaymentSummarySchema = Type.Object({ months: Type.Array(VipPaymentMonthSchema) });
export type VipPaymentSummary = Static<typeof VipPaymentSummarySchema>;
export const VipPaymentHistoryQuerySchema = Type.Object({ month: titled(VipMonthSchema, '결제 월'), ...VipPageQuery });
export const VipPaymentItemSchema = Type.Object({ id: Type.Integer(), paidAt: Type.String(), title: Type.String(), kind: Type.String(), amount: MoneySchema });
export type VipPaymentItem = Static<typeof VipPaymentItemSchema>;
export const VipPaymentHistoryPageSchema = PageWith(VipPaymentItemSchema, { month: Type.String(), paymentAmount: MoneySchema });
export type VipPaymentHistoryPage = Static<typeof VipPaymentHistoryPageSchema>;

export const FirstAchievementSchema = Type.Object({
  achieved: Type.Boolean(),
  firstVipMonth: Nullable(Type.String()),
  firstGrade: Nullable(VipGradeSchema),
});
export type FirstAchievement = Static<typeof FirstAchievementSchema>;
export const VipOpenedSchema = Type.Object({ isOpenedVip: Type.Boolean() });

export const AvatarMarkRequestSchema = Type.Object({ avatarMarkCode: Type.String({ pattern: '^[A-Z0-9_]{1,20}$', title: '아바타 마크' }) });
export const AvatarMarkItemSchema = Type.Object({ code: Type.String(), name: Type.String(), grade: VipGradeSchema, gradeName: Type.String(), available: Type.Boolean() });
export const AvatarMarkSchema = Type.Object({
  avatarMarkCode: Nullable(Type.String()),
  worn: Type.Boolean(),
  /** codes the member's grade allows */
  available: Type.Array(Type.String()),
  marks: Type.Array(AvatarMarkItemSchema),
});
export type AvatarMark = Static<typeof AvatarMarkSchema>;

// ---- Power chief: VIP members who played at least N games last month get a monthly bonus ----
export const PowerChiefStatusSchema = Type.Union([
  Type.Literal('ACTIVE'), Type.Literal('NOT_VIP'), Type.Literal('NOT_ENOUGH_GAMES'), Type.Literal('CLOSED'),
]);
export type PowerChiefStatus = Static<typeof PowerChiefStatusSchema>;
export const PowerChiefClaimSchema = Type.Object({ vipMonth: Type.String(), grade: VipGradeSchema, gradeName: Type.String(), gameCount: Type.Integer(), money: MoneySchema, platform: Type.String(), receivedAt: Type.String() });
export type PowerChiefClaim = Static<typeof PowerChiefClaimSchema>;
export const PowerChiefSchema = Type.Object({
  vipMonth: Type.String(),
  status: PowerChiefStatusSchema,
  grade: VipGradeSchema,
  gradeName: Type.String(),
  lastMonthGameCount: Type.Integer(),
  requiredGameCount: Type.Integer(),
  /** this month's bonus game money for the member's grade (0 when not a power chief) */
  bonusMoney: MoneySchema,
  received: Type.Boolean(),
  receivedAt: Nullable(Type.String()),
  history: Type.Array(PowerChiefClaimSchema),
});
export type PowerChief = Static<typeof PowerChiefSchema>;
export const PowerChiefClaimRequestSchema = VipBenefitClaimRequestSchema;
export const PowerChiefClaimResultSchema = Type.Object({ vipMonth: Type.String(), money: MoneySchema, balance: MoneySchema, receivedAt: Type.String() });
export type PowerChiefClaimResult = Static<typeof PowerChiefClaimResultSchema>;

// ---- VIP voice: messages to the VIP desk and their answers ----
export const VipVoiceCategorySchema = Type.Union([Type.Literal('GAME'), Type.Literal('PAYMENT'), Type.Literal('BENEFIT'), Type.Literal('ETC')]);
export type VipVoiceCategory = Static<typeof VipVoiceCategorySchema>;
export const VipVoiceSchema = Type.Object({
  id: Type.Integer(),
  category: VipVoiceCategorySchema,
  title: Type.String(),
  content: Type.String(),
  status: Type.Union([Type.Literal('RECEIVED'), Type.Literal('ANSWERED')]),
  answer: Nullable(Type.String()),
  answeredAt: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type VipVoice = Static<typeof VipVoiceSchema>;
export const VipVoicePageSchema = PageWith(VipVoiceSchema, { todayCount: Type.Integer(), dailyLimit: Type.Integer() });
export type VipVoicePage = Static<typeof VipVoicePageSchema>;
export const VipVoiceQuerySchema = Type.Object(VipPageQuery);
export const VipVoiceRequestSchema = Type.Object({
  category: titled(VipVoiceCategorySchema, '분류'),
  // storage caps in code points; the bounds in characters as seen are VIP_VOICE_TITLE/CONTENT (the
  // service). A character as seen may be several code points (👨‍👩‍👧 is five): room for ten each (QA: 50
  // family emojis, 50 characters on the form, were refused as '200자까지')
  title: PlainText('제목', 1, VIP_VOICE_TITLE.max * 10),
  content: PlainText('내용', 1, VIP_VOICE_CONTENT.max * 10, true),
});
export type VipVoiceRequest = Static<typeof VipVoiceRequestSchema>;

/** SPEC §8-style rule codes of the VIP API (422 body.code). */
export type VipErrorCode =
  | 'ERROR_NOT_VIP'
  | 'ERROR_VIP_NOT_OPENED'
  | 'ERROR_ALREADY_RECEIVED'
  | 'ERROR_NOT_AVAILABLE'
  | 'ERROR_MARK_NOT_AVAILABLE'
  | 'ERROR_MARK_NOT_WORN'
  | 'ERROR_NOT_POWER_CHIEF'
  | 'ERROR_VOICE_DAILY_LIMIT'
  | 'ERROR_OVERMONEY';
