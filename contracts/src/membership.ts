// Plus memberships, bankbook, pet shop, dealer discount, lucky flip, weekly gold (SPEC §3, §4, §8).
import { Type, type Static, type TSchema } from 'typebox';
import { Id, MoneySchema, PageSchema, pageFields, titled } from './common';

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
const DateTime = Type.String({ description: 'ISO-8601 instant' });

export const MembershipSubscriptionTypeSchema = Type.Union([Type.Literal('SUBSCRIPTION'), Type.Literal('ONE_TIME'), Type.Literal('VOUCHER')]);
export type MembershipSubscriptionType = Static<typeof MembershipSubscriptionTypeSchema>;
export const MembershipOptionKeySchema = Type.Union([Type.Literal('otl'), Type.Literal('pet'), Type.Literal('limit'), Type.Literal('discount'), Type.Literal('lucky-flip')]);
export type MembershipOptionKey = Static<typeof MembershipOptionKeySchema>;
export const MembershipOptionServiceCodeSchema = Type.Union([
  Type.Literal('PREVENT_FRUSTRATION'), Type.Literal('PET_SHOP'), Type.Literal('LIMIT_MONEY'),
  Type.Literal('DEALER_COAST_DISCOUNT'), Type.Literal('LUCKY_FLIP'),
]);

export const MembershipOptionSchema = Type.Object({
  code: Type.String(),
  key: MembershipOptionKeySchema,
  serviceCode: MembershipOptionServiceCodeSchema,
  name: Type.String(),
  membershipId: Type.Integer(),
  startDate: DateTime,
  endDate: DateTime,
});
export type MembershipOption = Static<typeof MembershipOptionSchema>;

export const MembershipBenefitsSchema = Type.Object({
  dailyRemainCount: Type.Integer(),
  monthlyRemainCount: Type.Integer(),
  savedMileage: MoneySchema,
  dontOtlRemainCount: Type.Integer(),
});

export const AutoBankbookSchema = Type.Object({
  activate: Type.Boolean(),
  status: Type.Union([Type.Literal('NONE'), Type.Literal('RESERVED'), Type.Literal('CANCELLED')]),
  dateType: Nullable(Type.Union([Type.Literal('BENEFIT_DAY'), Type.Literal('MONTH_FIRST_DAY')])),
  joinDateTime: Nullable(DateTime),
  lastDateTime: Nullable(DateTime),
});
export type AutoBankbook = Static<typeof AutoBankbookSchema>;

export const DiscountDealerAmountSchema = Type.Object({
  /** YYYY-MM-DD (KST) of the day's draw */
  date: Type.String(),
  discountRate: Type.Integer({ minimum: 0, maximum: 100 }),
  totalDiscountAmount: MoneySchema,
});
export type DiscountDealerAmount = Static<typeof DiscountDealerAmountSchema>;

export const WeeklyGoldMembershipSchema = Type.Object({
  isJoined: Type.Boolean(),
  maskedEmail: Nullable(Type.String()),
  status: Type.Union([Type.Literal('NONE'), Type.Literal('ACTIVE'), Type.Literal('ENDED')]),
  paymentInProgress: Type.Boolean(),
  payType: Type.String({ default: 'GENERAL' }),
  startDateTime: Nullable(DateTime),
  endDateTime: Nullable(DateTime),
  currentBenefitStartDateTime: Nullable(DateTime),
  paymentNo: Nullable(Type.String()),
});
export type WeeklyGoldMembership = Static<typeof WeeklyGoldMembershipSchema>;

export const WeeklyGoldRoundInfoSchema = Type.Object({
  round: Type.Integer(),
  startDateTime: DateTime,
  endDateTime: DateTime,
  /** gold this member accumulated in the round */
  accumulatedGold: MoneySchema,
  goldPerDay: MoneySchema,
});
export type WeeklyGoldRoundInfo = Static<typeof WeeklyGoldRoundInfoSchema>;

export const MembershipUserSchema = Type.Object({
  membershipId: Nullable(Type.Integer()),
  /** '' when no main membership is joined (SPEC §4) */
  mainCode: Type.String(),
  productId: Nullable(Type.String()),
  name: Nullable(Type.String()),
  continuousUsageCount: Type.Integer(),
  continuousGroupUsageCount: Type.Integer(),
  /**
   * The group use a join now would be (a membership ended within 3 days continues the count): the join
   * form prices it as the payment page does (5% off from the 13th). Only without a running main membership
   * (the form offers no join then); absent from older servers: a fresh 1.
   */
  nextJoinGroupUsageCount: Type.Optional(Type.Integer()),
  /** '5% 할인중' from 13 group uses, else '-' */
  continuousDiscountText: Type.String(),
  continuousBenefit: Type.Boolean(),
  optionCodes: Type.Array(Type.String()),
  options: Type.Array(MembershipOptionSchema),
  petShopId: Nullable(Type.Integer()),
  petName: Nullable(Type.String()),
  petShopMoney: MoneySchema,
  /** bankbook money per use */
  accountMoney: MoneySchema,
  /** bankbook money of the whole benefit period */
  totalAccountMoney: MoneySchema,
  subscriptionType: Nullable(MembershipSubscriptionTypeSchema),
  firstRegisterDate: Nullable(DateTime),
  nextBenefitSchedule: Nullable(DateTime),
  statusDescription: Nullable(Type.String()),
  paymentNo: Nullable(Type.String()),
  productAmount: MoneySchema,
  /** price of the next payment after the continuous discount; 0 when the membership does not renew (ONE_TIME, a trial) */
  nextPaymentAmount: MoneySchema,
  startDate: Nullable(DateTime),
  endDate: Nullable(DateTime),
  holdingLimit: MoneySchema,
  benefits: MembershipBenefitsSchema,
  autoBankbook: AutoBankbookSchema,
  discountDealerAmount: Nullable(DiscountDealerAmountSchema),
  weeklyGoldMembership: WeeklyGoldMembershipSchema,
  luckyFlipAvailable: Type.Boolean(),
  weeklyGoldRoundInfo: Nullable(WeeklyGoldRoundInfoSchema),
});
export type MembershipUser = Static<typeof MembershipUserSchema>;

export const BankbookErrorCodeSchema = Type.Union([
  Type.Literal('ERROR_NOT_MEMBERSHIP'), Type.Literal('ERROR_PAYMENT_IN_PROGRESS'), Type.Literal('ERROR_USE_ALL_BANKBOOK'),
  Type.Literal('ERROR_SUGGESTION_PET_SHOP'), Type.Literal('ERROR_SUGGESTION_UPGRADE'), Type.Literal('ERROR_BEGINNING_BANKBOOK'),
  Type.Literal('ERROR_INIT_FAIL'), Type.Literal('ERROR_OVERMONEY'), Type.Literal('ERROR_USE_BANKBOOK'),
]);
export type BankbookErrorCode = Static<typeof BankbookErrorCodeSchema>;

export const BankbookPlusActionSchema = Type.Union([Type.Literal('VIEW'), Type.Literal('USE'), Type.Literal('CHANGE')]);
export const BankbookQuerySchema = Type.Object({ plusAction: Type.Optional(titled(BankbookPlusActionSchema, '조회 구분')) });
export const BankbookStateSchema = Type.Object({
  mainCode: Type.String(),
  totalCount: Type.Integer(),
  usedCount: Type.Integer(),
  remainCount: Type.Integer(),
  moneyPerUse: MoneySchema,
  money: MoneySchema,
  holdingLimit: MoneySchema,
  nextBenefitSchedule: Nullable(DateTime),
  /** the refusal a use would get right now (SPEC §8 flow state), null when usable */
  errorCode: Nullable(BankbookErrorCodeSchema),
  /** plusAction=CHANGE: KRW discount the unused bankbooks give on an immediate change */
  unusedChangeDiscount: MoneySchema,
});
export type BankbookState = Static<typeof BankbookStateSchema>;

export const BankbookUseRequestSchema = Type.Object({
  useCount: Type.Integer({ minimum: 1, maximum: 10, title: '사용 횟수' }),
  /** answer 'yes' to ERROR_BEGINNING_BANKBOOK */
  confirmBeginning: Type.Optional(Type.Boolean({ title: '사용 확인' })),
});
export type BankbookUseRequest = Static<typeof BankbookUseRequestSchema>;
export const BankbookUseResultSchema = Type.Object({ paidMoney: MoneySchema, money: MoneySchema, remainCount: Type.Integer() });
export type BankbookUseResult = Static<typeof BankbookUseResultSchema>;

export const MembershipMoneyHistoryItemSchema = Type.Object({
  id: Type.Integer(),
  createdAt: DateTime,
  kind: Type.String(),
  description: Type.String(),
  amount: MoneySchema,
});
export type MembershipMoneyHistoryItem = Static<typeof MembershipMoneyHistoryItemSchema>;
export const MembershipMoneyHistoryQuerySchema = Type.Object(pageFields(10, 100));
export const MembershipMoneyHistoryPageSchema = PageSchema(MembershipMoneyHistoryItemSchema);

export const AutoBankbookReservationRequestSchema = Type.Object({
  currentMembershipId: Id({ title: '멤버십 번호' }),
  /** 사용일: the member's benefit day or the 1st of the month */
  dateType: Type.Optional(Type.Union([Type.Literal('BENEFIT_DAY'), Type.Literal('MONTH_FIRST_DAY')], { title: '사용일' })),
});
export type AutoBankbookReservationRequest = Static<typeof AutoBankbookReservationRequestSchema>;

export const PetShopItemSchema = Type.Object({ itemCode: Type.String(), name: Type.String(), bonusPercent: Type.Integer(), dressed: Type.Boolean() });
export const PetShopStateSchema = Type.Object({
  petShopId: Type.Integer(),
  petName: Type.String(),
  optionCode: Type.String(),
  optionName: Type.String(),
  optionMembershipId: Type.Integer(),
  items: Type.Array(PetShopItemSchema),
  rewardMoneyPerUse: MoneySchema,
  totalCount: Type.Integer(),
  remainCount: Type.Integer(),
  petShopMoney: MoneySchema,
  /** null when the option ends before it (it is not renewed) */
  nextBenefitSchedule: Nullable(DateTime),
});
export type PetShopState = Static<typeof PetShopStateSchema>;
export const PetShopDressRequestSchema = Type.Object({ itemCode: Type.String({ pattern: '^[A-Z0-9_]{1,20}$', title: '펫 아이템' }) });
export type PetShopDressRequest = Static<typeof PetShopDressRequestSchema>;
/** 422 codes of the pet shop (SPEC §8 bonus codes and the API's own reward and dressing codes). */
export type PetShopErrorCode =
  | 'ERROR_NOT_MEMBERSHIP' | 'ERROR_PAYMENT_IN_PROGRESS' | 'ERROR_INIT_FAIL' | 'ERROR_USE_ALL_PET_SHOP' | 'ERROR_USE_PET_SHOP'
  | 'ERROR_OVERMONEY' | 'ERROR_UNKNOWN_PET_ITEM' | 'ERROR_ALREADY_DRESSED' | 'ERROR_TOO_MANY_DRESSED' | 'ERROR_NOT_DRESSED';
export const PetRewardRequestSchema = Type.Object({ useCount: Type.Integer({ minimum: 1, maximum: 10, title: '받을 횟수' }) });
export const PetRewardResultSchema = Type.Object({ paidMoney: MoneySchema, money: MoneySchema, remainCount: Type.Integer() });
export const PetShopTotalBonusQuerySchema = Type.Object({ optionMembershipId: Id({ title: '펫샵 멤버십 번호' }) });
export const PetShopTotalBonusSchema = Type.Object({ optionMembershipId: Type.Integer(), optionCode: Type.String(), totalBonusMoney: MoneySchema });

export const MembershipBenefitEntrySchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  endDateTime: Nullable(DateTime),
  description: Type.String(),
});
export const MembershipMyBenefitsSchema = Type.Object({
  mainCode: Type.String(),
  benefits: MembershipBenefitsSchema,
  entries: Type.Array(MembershipBenefitEntrySchema),
});

export const MembershipPaymentSchema = Type.Object({
  paymentNo: Type.String(),
  productCode: Type.String(),
  productName: Type.String(),
  amount: MoneySchema,
  paidAt: DateTime,
  /** '결제 완료', '결제 취소' or '결제 실패' (a regular payment the limits refused: nothing was charged) */
  status: Type.String(),
  cancelled: Type.Boolean(),
  /** why a failed regular payment (결제 실패) was refused, e.g. the purchase-limit text; null for every other row */
  failureReason: Nullable(Type.String()),
});
export type MembershipPayment = Static<typeof MembershipPaymentSchema>;
export const MembershipPaymentHistoryQuerySchema = Type.Object({
  from: Type.Optional(Type.String({ format: 'date', title: '시작일' })),
  to: Type.Optional(Type.String({ format: 'date', title: '종료일' })),
  /** leave out cancelled payments (and orders that lapsed unpaid); a refused renewal (결제 실패) stays */
  withoutCancellation: Type.Optional(Type.Boolean({ title: '취소 내역 제외' })),
  ...pageFields(10, 100),
});
export const MembershipPaymentHistoryPageSchema = PageSchema(MembershipPaymentSchema);

export const MembershipItemSchema = Type.Object({
  /** inventory item id (the /use/{id}/membership page) */
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('I'), Type.Literal('A'), Type.Literal('E')]),
  count: Type.Integer(),
  expireDate: Nullable(DateTime),
});

export const MembershipVoucherSchema = Type.Object({
  voucherNo: Type.Integer(),
  productCode: Type.String(),
  productName: Type.String(),
  months: Type.Integer(),
  used: Type.Boolean(),
  usedAt: Nullable(DateTime),
  expireAt: DateTime,
});
export type MembershipVoucher = Static<typeof MembershipVoucherSchema>;
export const MembershipVoucherQuerySchema = Type.Object({
  useYn: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N')], { title: '사용 여부' })),
  ...pageFields(10, 100),
});
export const MembershipVoucherPageSchema = PageSchema(MembershipVoucherSchema);
export const MembershipVoucherProductSchema = Type.Object({ code: Type.String(), name: Type.String(), months: Type.Integer(), price: MoneySchema });

export const WeeklyGoldStateSchema = Type.Object({
  membership: WeeklyGoldMembershipSchema,
  round: Nullable(WeeklyGoldRoundInfoSchema),
});
export const AccumulateAllGoldSchema = Type.Object({ totalGold: MoneySchema, roundCount: Type.Integer() });

export const DiscountDealerStateSchema = Type.Object({
  active: Type.Boolean(),
  today: Nullable(DiscountDealerAmountSchema),
  /** SPEC §9 discount total money constant */
  maxTotalDiscountAmount: MoneySchema,
});
export const DiscountDealerHistoryPageSchema = PageSchema(DiscountDealerAmountSchema);

export const DrawProbabilityEntrySchema = Type.Object({ label: Type.String(), value: Type.String(), weight: Type.Integer(), percent: Type.String() });
export const ProbabilityTableSchema = Type.Object({
  kind: Type.Union([Type.Literal('lucky-flip'), Type.Literal('dealer-discount')]),
  total: Type.Integer(),
  entries: Type.Array(DrawProbabilityEntrySchema),
});
export type ProbabilityTable = Static<typeof ProbabilityTableSchema>;
export const LuckyFlipResultSchema = Type.Object({
  drawId: Type.Integer(),
  /** the prize drawn */
  money: MoneySchema,
  /** game money after the prize */
  balance: MoneySchema,
  /** part of the prize above the holding limit, kept in the over-money store ('0' when none) */
  storedOverMoney: MoneySchema,
});
export type LuckyFlipResult = Static<typeof LuckyFlipResultSchema>;
export const LuckyFlipHistoryItemSchema = Type.Object({ id: Type.Integer(), createdAt: DateTime, money: MoneySchema });
export const LuckyFlipHistoryPageSchema = PageSchema(LuckyFlipHistoryItemSchema);
