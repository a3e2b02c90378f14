// Plus product rules by code (SPEC §3). Prices, names and bankbook money match part 1's plus_products
// seed (what the shop shows); bankbook counts, pet bonuses and limit raises are this domain's numbers.
export type MainTier = 'V' | 'W' | 'X' | 'Z';

export interface MainProduct {
  code: string;
  tier: MainTier;
  name: string;
  /** price in KRW per benefit period (one month) */
  price: bigint;
  /** game money paid by one bankbook use */
  bankbookMoney: bigint;
  /** bankbook uses per benefit period */
  bankbookCount: number;
  /** tier order for upgrades (V=1 … Z=4) */
  order: number;
  /** classic mobile product (PM1004): bankbook money goes to in-app storage */
  mobileClassic: boolean;
}

export const MAIN_PRODUCTS: readonly MainProduct[] = [
  { code: 'PM0004', tier: 'V', name: 'V-Plus', price: 9_900n, bankbookMoney: 3_000_000_000n, bankbookCount: 1, order: 1, mobileClassic: false },
  { code: 'PM1004', tier: 'V', name: 'V-Plus 클래식', price: 9_900n, bankbookMoney: 3_000_000_000n, bankbookCount: 1, order: 1, mobileClassic: true },
  { code: 'PM0005', tier: 'W', name: 'W-Plus', price: 19_800n, bankbookMoney: 7_000_000_000n, bankbookCount: 2, order: 2, mobileClassic: false },
  { code: 'PM0006', tier: 'X', name: 'X-Plus', price: 33_000n, bankbookMoney: 13_000_000_000n, bankbookCount: 3, order: 3, mobileClassic: false },
  { code: 'PM0007', tier: 'Z', name: 'Z-Plus', price: 55_000n, bankbookMoney: 25_000_000_000n, bankbookCount: 4, order: 4, mobileClassic: false },
];

export type OptionKey = 'otl' | 'pet' | 'limit' | 'discount' | 'lucky-flip';
export type OptionServiceCode = 'PREVENT_FRUSTRATION' | 'PET_SHOP' | 'LIMIT_MONEY' | 'DEALER_COAST_DISCOUNT' | 'LUCKY_FLIP';

/** SPEC §3: option key → service code. */
export const OPTION_SERVICE: Record<OptionKey, OptionServiceCode> = {
  otl: 'PREVENT_FRUSTRATION',
  pet: 'PET_SHOP',
  limit: 'LIMIT_MONEY',
  discount: 'DEALER_COAST_DISCOUNT',
  'lucky-flip': 'LUCKY_FLIP',
};

export interface OptionProduct {
  code: string;
  key: OptionKey;
  name: string;
  price: bigint;
  /** LIMIT_MONEY: amount added to the holding limit */
  limitRaise?: bigint;
  /** PET_SHOP: bonus money per pet-shop reward use, and uses per period */
  petBonusMoney?: bigint;
  petRewardCount?: number;
}

export const OPTION_PRODUCTS: readonly OptionProduct[] = [
  { code: 'PO0021', key: 'pet', name: '펫샵 베이직', price: 3_300n, petBonusMoney: 500_000_000n, petRewardCount: 1 },
  { code: 'PO0022', key: 'pet', name: '펫샵 스탠다드', price: 5_500n, petBonusMoney: 1_000_000_000n, petRewardCount: 1 },
  { code: 'PO0023', key: 'pet', name: '펫샵 프리미엄', price: 9_900n, petBonusMoney: 1_000_000_000n, petRewardCount: 2 },
  { code: 'PO0029', key: 'pet', name: '펫샵 로얄', price: 16_500n, petBonusMoney: 2_000_000_000n, petRewardCount: 2 },
  { code: 'PO0025', key: 'limit', name: '보유 한도 증가 I', price: 5_500n, limitRaise: 1_000_000_000_000n },
  { code: 'PO0026', key: 'limit', name: '보유 한도 증가 II', price: 11_000n, limitRaise: 4_000_000_000_000n },
  { code: 'PO0030', key: 'discount', name: '딜러비 할인', price: 5_500n },
  { code: 'PO0005', key: 'otl', name: '좌절 방지', price: 3_300n },
  { code: 'PO0031', key: 'lucky-flip', name: '럭키 플립', price: 3_300n },
];

export const GOLD_CODE = 'PI0001';
export const GOLD_PRICE = 3_300n;
export const WEEKLY_GOLD_PRICE = 5_500n;
export const WEEKLY_GOLD_CODE = 'PI0002';

export const findMainProduct = (code: string): MainProduct | undefined => MAIN_PRODUCTS.find((p) => p.code === code);
export const findOptionProduct = (code: string): OptionProduct | undefined => OPTION_PRODUCTS.find((p) => p.code === code);
