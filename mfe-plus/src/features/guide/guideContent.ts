// What the Plus guide says about each tier and option (product content of the Plus team). Prices,
// names and bankbook money come from the API's catalogue (GET /api/contents/global/membership);
// the counts here match the API's rules (api/src/domains/membership/catalogue.ts). The option texts
// are the one description of each option, on PC and on the mobile site (mfe_plus/mobile).
import { FREE_CHARGES_PER_DAY } from '@hanpan/contracts/constants';
import { withParticle } from '@hanpan/contracts/korean';
import { CONTINUOUS_BENEFIT_MIN_USAGE, CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE, isMainMembershipJoined, MAIN_MEMBERSHIP_CODES, PRODUCT_CODES, type MainTier, type OptionKey } from '@hanpan/platform';

export const TIERS: readonly MainTier[] = ['V', 'W', 'X', 'Z'];
export const TIER_ORDER: Readonly<Record<MainTier, number>> = { V: 1, W: 2, X: 3, Z: 4 };
/** Who has a benefit from `tier` up, for its badge: the top tier's alone is its own (QA: 'Z-Plus 이상'). */
export const tierAudience = (tier: MainTier): string => (tier === 'V' ? '모든 플러스 회원' : tier === 'Z' ? 'Z-Plus 전용' : `${tier}-Plus 이상`);

/** The PC product of each tier (PM1004 is V's classic mobile twin). */
export const TIER_CODE: Readonly<Record<MainTier, string>> = { V: MAIN_MEMBERSHIP_CODES.V[0], W: MAIN_MEMBERSHIP_CODES.W[0], X: MAIN_MEMBERSHIP_CODES.X[0], Z: MAIN_MEMBERSHIP_CODES.Z[0] };

/** V-Plus 클래식, the classic mobile product: its bankbook money goes to the mobile app's storage. */
export const MOBILE_CLASSIC_CODE = MAIN_MEMBERSHIP_CODES.V[1];

/** The product a popup opened for `code` offers: a main product stays itself (V-Plus 클래식 too), anything else V-Plus. */
export function mainCodeFor(code: string | null | undefined): string {
  const tier = tierOfCode(code);
  return tier ? code!.toUpperCase() : TIER_CODE.V;
}

export function tierOfCode(code: string | null | undefined): MainTier | null {
  if (!code) return null;
  const upper = code.toUpperCase();
  return TIERS.find((t) => (MAIN_MEMBERSHIP_CODES[t] as readonly string[]).includes(upper)) ?? null;
}

/**
 * What a tier's card offers the member, given the main membership held (GET /api/membership/me's
 * mainCode): the tier held is 이용 중 (nothing to buy), the others a change, and everything a join
 * for guests and members without one. A card of one product (`code`: the mobile catalogue lists V's
 * two) of the tier held but not the product held is 'sameTier': no change within a tier (the API
 * refuses it), and not 이용 중 either.
 */
export type TierOffer = 'held' | 'sameTier' | 'change' | 'join';
export function tierOffer(tier: MainTier, mainCode: string | null | undefined, code?: string): TierOffer {
  if (!isMainMembershipJoined({ mainCode: mainCode ?? '' })) return 'join';
  if (tierOfCode(mainCode) !== tier) return 'change';
  return code && code.toUpperCase() !== mainCode?.toUpperCase() ? 'sameTier' : 'held';
}

/** A tier button's words: TIER_OFFER_TEXT is what it shows, tierOfferLabel its name ('W-Plus로 변경하기'). */
export const TIER_OFFER_TEXT: Readonly<Record<TierOffer, string>> = { held: '이용 중', sameTier: '같은 등급 이용 중', change: '변경하기', join: '가입하기' };
export const tierOfferLabel = (name: string, offer: TierOffer) => `${offer === 'change' ? withParticle(name, '으로') : name} ${TIER_OFFER_TEXT[offer]}`;

export interface TierGuide {
  tier: MainTier;
  name: string;
  /** bankbook uses per benefit month */
  bankbookCount: number;
  /** free charges per Korean day (the charge endpoint's FREE_CHARGES_PER_DAY) */
  freeChargesPerDay: number;
  tagline: string;
}

export const TIER_GUIDE: Readonly<Record<MainTier, TierGuide>> = {
  V: { tier: 'V', name: 'V-Plus', bankbookCount: 1, freeChargesPerDay: FREE_CHARGES_PER_DAY.V, tagline: '처음 시작하는 플러스' },
  W: { tier: 'W', name: 'W-Plus', bankbookCount: 2, freeChargesPerDay: FREE_CHARGES_PER_DAY.W, tagline: '통장 2회와 VIP 추가 적립' },
  X: { tier: 'X', name: 'X-Plus', bankbookCount: 3, freeChargesPerDay: FREE_CHARGES_PER_DAY.X, tagline: '포커 게임 도우미와 조커 잡기' },
  Z: { tier: 'Z', name: 'Z-Plus', bankbookCount: 4, freeChargesPerDay: FREE_CHARGES_PER_DAY.Z, tagline: '슈퍼 방장, 비밀방, 무한 입장까지' },
};

/**
 * What a change of tier does to continuous use (the API's nextContinuity, SPEC §4): another product
 * starts the continuous-use count again at 1 while the group count (any main tier) goes on, so the
 * continuous-use benefit (SUBSCRIPTION and 3+ uses) stops until the new tier's 3rd use; the 5%
 * discount counts group uses and carries on.
 */
export const CHANGE_CONTINUITY_TEXT = `변경하면 연속 이용 횟수는 1회부터 다시 셉니다(그룹 연속 이용 횟수는 이어집니다). 연속 이용 혜택은 ${CONTINUOUS_BENEFIT_MIN_USAGE}회째부터 다시 적용됩니다.`;
/**
 * The 5% discount on a change, for the member's own group count. The change is priced as the next
 * group use (the API's mainPrice: nextContinuity, then discountedPrice): a member with 13+ uses keeps
 * the discount, one with 12 gets it with this change (the 13th), the others do not have it yet.
 */
export function changeDiscountText(groupUses: number): string {
  const min = CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE;
  if (groupUses >= min) return `그룹 연속 이용 ${groupUses}회로 받고 있는 5% 할인은 변경해도 이어집니다.`;
  if (groupUses + 1 >= min) return `변경하면 그룹 연속 이용이 ${min}회가 되어 이번 변경 결제부터 5% 할인을 받습니다.`;
  return `그룹 연속 이용 ${min}회부터 이용료가 5% 할인됩니다(지금 ${groupUses}회, 변경해도 횟수는 이어집니다).`;
}

/** Free charges a day without Plus (every tier gives more: TIER_GUIDE[tier].freeChargesPerDay). */
export const FREE_CHARGES_WITHOUT_PLUS = FREE_CHARGES_PER_DAY.NONE;

/** 'V-Plus 하루 2회, W-Plus 3회, X-Plus 4회, Z-Plus 5회 (플러스 없이 1회)' — from the server's numbers. */
export const FREE_CHARGES_TEXT = `${TIERS.map((t, i) => `${TIER_GUIDE[t].name} ${i === 0 ? '하루 ' : ''}${TIER_GUIDE[t].freeChargesPerDay}회`).join(', ')} (플러스 없이 ${FREE_CHARGES_WITHOUT_PLUS}회)`;

/** A benefit row of the tier comparison: from which tier on it is included, and its layer key. */
export interface TierBenefit {
  label: string;
  fromTier: MainTier;
  layerKey: string;
}

export const TIER_BENEFITS: readonly TierBenefit[] = [
  { label: '회원 전용 아바타', fromTier: 'V', layerKey: 'plus-avatar' },
  { label: '딜러비 할인', fromTier: 'V', layerKey: 'plus-dealer-discount' },
  { label: '연속 이용 혜택', fromTier: 'V', layerKey: 'plus-continuous' },
  { label: 'VIP 추가 적립', fromTier: 'W', layerKey: 'plus-vip-accrual' },
  { label: '포커 게임 도우미', fromTier: 'X', layerKey: 'plus-poker-helper' },
  { label: '포커 슈퍼 방장', fromTier: 'Z', layerKey: 'plus-poker-super-room' },
  { label: '훌라 슈퍼 방장', fromTier: 'Z', layerKey: 'plus-hoola-super-room' },
  { label: '비밀방 개설 (프렌드 아레나)', fromTier: 'Z', layerKey: 'plus-friend-arena' },
  { label: '무한 입장', fromTier: 'Z', layerKey: 'plus-infinite-access' },
];

export const includesBenefit = (tier: MainTier, benefit: TierBenefit) => TIER_ORDER[tier] >= TIER_ORDER[benefit.fromTier];

export interface OptionGuide {
  key: OptionKey;
  title: string;
  summary: string;
  details: readonly string[];
  /** product codes of the option (SPEC §3) */
  codes: readonly string[];
  /** its benefit layer, if it has one */
  layerKey: string | null;
}

export const OPTION_GUIDE: Readonly<Record<OptionKey, OptionGuide>> = {
  otl: {
    key: 'otl',
    title: '좌절 방지',
    summary: '연패로 머니를 잃었을 때 보너스 머니로 다시 일어설 수 있게 도와 드립니다.',
    details: ['한 달에 3번까지 좌절 방지 보너스를 받을 수 있습니다.', '메인 멤버십을 이용하는 동안 가입할 수 있습니다.'],
    codes: [PRODUCT_CODES.preventFrustration],
    layerKey: null,
  },
  pet: {
    key: 'pet',
    title: '플러스 펫샵',
    // the API counts pet-shop rewards and the lucky flip per benefit period (a month), not per day
    summary: '펫을 키우고 혜택 기간마다 펫샵 보너스 머니를 받습니다. 펫 아이템을 입히면 보너스가 늘어납니다.',
    details: ['펫 아이템은 동시에 2개까지 착용할 수 있습니다.', '혜택 기간마다 상품별 횟수만큼 보너스를 받을 수 있습니다.', '보유 한도를 넘는 보너스는 받을 수 없습니다.'],
    codes: PRODUCT_CODES.petShop,
    layerKey: 'plus-pet-shop',
  },
  limit: {
    key: 'limit',
    title: '보유 한도 증가',
    summary: '게임머니를 더 많이 보유할 수 있도록 보유 한도를 늘려 드립니다.',
    details: ['기본 보유 한도는 1조입니다.', '보유 한도 증가 I은 1조, II는 4조를 더해 줍니다. 둘 중 하나만 이용할 수 있습니다.', '한도를 넘는 게임 결과 머니는 초과 머니 보관함에 보관됩니다.'],
    codes: PRODUCT_CODES.limitMoney,
    layerKey: 'plus-holding-limit-increase',
  },
  discount: {
    key: 'discount',
    title: '딜러비 할인',
    summary: '매일 0시(한국 시간)에 그날의 딜러비 할인율이 랜덤으로 정해집니다.',
    details: ['할인율은 10%부터 100%까지이며 확률표는 공개되어 있습니다.', '하루 할인 합계에는 상한이 있습니다.'],
    codes: [PRODUCT_CODES.dealerFeeDiscount],
    layerKey: 'plus-dealer-discount-probability',
  },
  'lucky-flip': {
    key: 'lucky-flip',
    title: '럭키 플립',
    summary: '혜택 기간마다 한 번 카드를 뒤집어 게임머니를 받습니다.',
    details: ['당첨 머니와 확률은 확률표에서 확인할 수 있습니다.', '보유 한도를 넘는 당첨 머니는 초과 머니 보관함에 보관됩니다.'],
    codes: [PRODUCT_CODES.luckyFlip],
    layerKey: 'plus-lucky-flip-probability',
  },
};

export const OPTION_KEYS = Object.keys(OPTION_GUIDE) as OptionKey[];

const isOptionKey = (key: string | null | undefined): key is OptionKey => OPTION_KEYS.includes(key as OptionKey);

/** The guide's name of a kind of option ('플러스 펫샵'), for the option-group pickers; undefined for other keys. */
export function optionTitleOf(key: string | null | undefined): string | undefined {
  return isOptionKey(key) ? OPTION_GUIDE[key].title : undefined;
}

/** The option's description by its key as the API spells it (a product's optionKey, a benefit entry's kind). */
export function optionSummaryOf(key: string | null | undefined): string | null {
  return isOptionKey(key) ? OPTION_GUIDE[key].summary : null;
}
