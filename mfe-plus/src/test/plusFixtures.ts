// What the API answers for the Plus catalogue and a Plus member, as the demo data has them
// (api/src/db/seed/catalog.ts, the 'zplus' account): codes included, as the API sends them.
import type { GlobalMembership, MembershipUser, PlusProduct } from '@hanpan/contracts';

const product = (p: Partial<PlusProduct> & Pick<PlusProduct, 'code' | 'type' | 'name' | 'description' | 'price'>): PlusProduct => ({
  tier: null, groupType: null, optionKey: null, serviceCode: null, monthlyBankbookMoney: '0', imageUrl: '', ...p,
});
const main = (code: string, tier: string, name: string, description: string, price: string, bankbook: string) =>
  product({ code, type: 'MAIN', tier, name, description, price, monthlyBankbookMoney: bankbook });
const option = (code: string, groupType: string, optionKey: string, serviceCode: string, name: string, description: string, price: string) =>
  product({ code, type: 'OPTION', groupType, optionKey, serviceCode, name, description, price });

export const PET_OPTIONS: PlusProduct[] = [
  option('PO0021', 'PET', 'pet', 'PET_SHOP', '펫샵 베이직', '펫샵 보너스 머니 매일 적립', '3300'),
  option('PO0022', 'PET', 'pet', 'PET_SHOP', '펫샵 스탠다드', '펫샵 보너스 머니 매일 적립(증량)', '5500'),
  option('PO0023', 'PET', 'pet', 'PET_SHOP', '펫샵 프리미엄', '펫샵 보너스 머니 매일 적립(고급)', '9900'),
  option('PO0029', 'PET', 'pet', 'PET_SHOP', '펫샵 로얄', '펫샵 최고 등급 보너스', '16500'),
];
export const LUCKY_FLIP_OPTIONS: PlusProduct[] = [option('PO0031', 'LUCKY_FLIP', 'lucky-flip', 'LUCKY_FLIP', '럭키 플립', '매일 한 번 랜덤 뽑기 보너스', '3300')];

const MAINS: GlobalMembership['main'] = {
  PM0004: main('PM0004', 'V', 'V-Plus', '매월 통장 1회, 무료 충전, 딜러비 할인', '9900', '3000000000'),
  PM0005: main('PM0005', 'W', 'W-Plus', '매월 통장 2회, 무료 충전, VIP 추가 적립', '19800', '7000000000'),
  PM0006: main('PM0006', 'X', 'X-Plus', '매월 통장 3회, 포커 게임 도우미, 조커 잡기', '33000', '13000000000'),
  PM0007: main('PM0007', 'Z', 'Z-Plus', '매월 통장 4회, 슈퍼 방장, 비밀방 개설, 무한 입장', '55000', '25000000000'),
};

/** GET /api/contents/global/membership */
export const PC_CATALOGUE: GlobalMembership = {
  main: MAINS,
  option: {
    PET: PET_OPTIONS,
    LIMIT: [
      option('PO0025', 'LIMIT', 'limit', 'LIMIT_MONEY', '보유 한도 증가 I', '보유 머니 한도가 늘어납니다.', '5500'),
      option('PO0026', 'LIMIT', 'limit', 'LIMIT_MONEY', '보유 한도 증가 II', '보유 머니 한도가 더 크게 늘어납니다.', '11000'),
    ],
    DISCOUNT: [option('PO0030', 'DISCOUNT', 'discount', 'DEALER_COAST_DISCOUNT', '딜러비 할인', '딜러비를 랜덤 비율로 할인받습니다.', '5500')],
    OTL: [option('PO0005', 'OTL', 'otl', 'PREVENT_FRUSTRATION', '좌절 방지', '연패 시 보너스 머니를 드립니다.', '3300')],
    LUCKY_FLIP: LUCKY_FLIP_OPTIONS,
  },
  item: [],
};

/** GET /api/contents/global/mobile-membership: the tiers and the pet / lucky-flip options */
export const MOBILE_CATALOGUE: GlobalMembership = {
  // V's classic mobile product beside the four tiers
  main: { ...MAINS, PM1004: main('PM1004', 'V', 'V-Plus 클래식', '클래식 모바일 멤버십: 매월 통장 1회, 통장 머니는 모바일 앱 보관함으로 지급', '9900', '3000000000') },
  option: { PET: PET_OPTIONS, LUCKY_FLIP: LUCKY_FLIP_OPTIONS },
  item: [],
};

const END = '2030-01-23T00:00:00.000Z';

/** GET /api/membership/me of a Z-Plus member with options (the demo 'zplus') */
export const ZPLUS_MEMBER: MembershipUser = {
  membershipId: 7, mainCode: 'PM0007', productId: 'PM0007', name: 'Z-Plus', continuousUsageCount: 14, continuousGroupUsageCount: 14,
  continuousDiscountText: '5% 할인중', continuousBenefit: true, optionCodes: ['PO0025', 'PO0031'],
  options: [
    { code: 'PO0025', key: 'limit', serviceCode: 'LIMIT_MONEY', name: '보유 한도 증가 I', membershipId: 8, startDate: '2029-12-23T00:00:00.000Z', endDate: END },
    { code: 'PO0031', key: 'lucky-flip', serviceCode: 'LUCKY_FLIP', name: '럭키 플립', membershipId: 9, startDate: '2029-12-23T00:00:00.000Z', endDate: END },
  ],
  petShopId: null, petName: null, petShopMoney: '0', accountMoney: '25000000000', totalAccountMoney: '100000000000', subscriptionType: 'SUBSCRIPTION',
  firstRegisterDate: '2028-11-23T00:00:00.000Z', nextBenefitSchedule: END, statusDescription: '이용 중', paymentNo: 'O20291223000001',
  productAmount: '52250', nextPaymentAmount: '52250', startDate: '2029-12-23T00:00:00.000Z', endDate: END, holdingLimit: '2000000000000',
  benefits: { dailyRemainCount: 5, monthlyRemainCount: 4, savedMileage: '0', dontOtlRemainCount: 3 },
  autoBankbook: { activate: false, status: 'NONE', dateType: null, joinDateTime: null, lastDateTime: null },
  discountDealerAmount: null,
  weeklyGoldMembership: { isJoined: false, maskedEmail: null, status: 'NONE', paymentInProgress: false, payType: 'GENERAL', startDateTime: null, endDateTime: null, currentBenefitStartDateTime: null, paymentNo: null },
  luckyFlipAvailable: true, weeklyGoldRoundInfo: null,
};
