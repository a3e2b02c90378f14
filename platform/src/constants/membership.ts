// Product codes, option keys and membership classes (SPEC §3, §6).
import type { MembershipOptionKey } from '@hanpan/contracts';

export const MAIN_MEMBERSHIP_CODES = {
  V: ['PM0004', 'PM1004'],
  W: ['PM0005'],
  X: ['PM0006'],
  Z: ['PM0007'],
} as const;
export type MainTier = keyof typeof MAIN_MEMBERSHIP_CODES;

export const PRODUCT_CODES = {
  gold: 'PI0001',
  weeklyGold: 'PI0002',
  petShop: ['PO0021', 'PO0022', 'PO0023', 'PO0029'],
  limitMoney: ['PO0025', 'PO0026'],
  dealerFeeDiscount: 'PO0030',
  preventFrustration: 'PO0005',
  luckyFlip: 'PO0031',
  /** Payment codes seen in payment flows. */
  payment: ['PO2030', 'PO2031'],
} as const;

/** Mobile product codes start with one of these (case-insensitive). */
export const MOBILE_PRODUCT_PREFIXES = ['pm2', 'po2'] as const;

/** Main memberships allowed to use the Joker-catch item (X-Plus and Z-Plus). */
export const JOKER_CATCH_MAIN_CODES = ['PM0006', 'PM0007'] as const;
export const JOKER_CATCH_ITEM_CODE = 'C703';

export const OPTION_SERVICE_CODES = {
  otl: 'PREVENT_FRUSTRATION',
  pet: 'PET_SHOP',
  limit: 'LIMIT_MONEY',
  discount: 'DEALER_COAST_DISCOUNT',
  'lucky-flip': 'LUCKY_FLIP',
} as const satisfies Record<MembershipOptionKey, string>;
export type OptionKey = keyof typeof OPTION_SERVICE_CODES;
export type OptionServiceCode = (typeof OPTION_SERVICE_CODES)[OptionKey];

export const ITEM_KINDS = { I: 'item', A: 'avatar', E: 'etc' } as const;
export type ItemKind = keyof typeof ITEM_KINDS;

export const MEMBERSHIP_CLASSES = ['premium', 'first', 'business', 'none'] as const;
export type MembershipClass = (typeof MEMBERSHIP_CLASSES)[number];
export const MEMBERSHIP_CLASS_NAMES: Readonly<Record<MembershipClass, string>> = {
  premium: '프리미엄',
  first: '퍼스트',
  business: '비즈니스',
  none: '일반 회원',
};
/** The two rank mappings of SPEC §3 (0 for anything else). */
export const MEMBERSHIP_CLASS_RANK: Readonly<Record<MembershipClass, number>> = { premium: 4, first: 3, business: 2, none: 0 };
export const MEMBERSHIP_CLASS_LEVEL: Readonly<Record<MembershipClass, number>> = { premium: 3, first: 2, business: 1, none: 0 };

/** Grade thresholds (payment amounts, SPEC §6). */
export const GRADE_THRESHOLDS = {
  minimum: 700_000n,
  business: 1_050_000n,
  first: 1_700_000n,
  premium: 2_050_000n,
} as const;

export const SUBSCRIPTION_TYPE = 'SUBSCRIPTION';
export const CONTINUOUS_BENEFIT_MIN_USAGE = 3;

// still exported here for remotes built against platform 1.7 (new code imports '@hanpan/contracts/constants')
export { MINI_GAME_EVENTS, type MiniGameItemCode } from '@hanpan/contracts/constants';
export { CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE } from '@hanpan/contracts/constants';

/** Ids of the Plus guide pages (/plus/guide/main/:id, /plus/guide/option/:id and their mobile twins). */
export const PLUS_GUIDE_IDS = {
  main: Object.keys(MAIN_MEMBERSHIP_CODES) as MainTier[],
  option: Object.keys(OPTION_SERVICE_CODES) as OptionKey[],
} as const;
