// Plus pet shop: dressing pet items raises the bonus money a pet-shop reward pays.
import { findOptionProduct } from '../membership/catalogue.js';
import { isPaymentInProgress, PAYMENT_IN_PROGRESS_MESSAGE } from '../membership/rules.js';

export interface PetItem {
  itemCode: string;
  name: string;
  bonusPercent: number;
}
export const PET_ITEMS: readonly PetItem[] = [
  { itemCode: 'PET_HAT', name: '펫 모자', bonusPercent: 10 },
  { itemCode: 'PET_RIBBON', name: '펫 리본', bonusPercent: 10 },
  { itemCode: 'PET_CAPE', name: '펫 망토', bonusPercent: 20 },
  { itemCode: 'PET_CROWN', name: '펫 왕관', bonusPercent: 30 },
];
/** at most this many items dressed at once */
export const MAX_DRESSED = 2;

export function petRewardMoneyPerUse(optionCode: string, dressed: readonly string[]): bigint {
  const base = findOptionProduct(optionCode)?.petBonusMoney ?? 0n;
  const bonus = dressed.reduce((s, code) => s + (PET_ITEMS.find((i) => i.itemCode === code)?.bonusPercent ?? 0), 0);
  return (base * BigInt(100 + bonus)) / 100n;
}

export type DressRefusal = 'ERROR_UNKNOWN_PET_ITEM' | 'ERROR_ALREADY_DRESSED' | 'ERROR_TOO_MANY_DRESSED' | 'ERROR_NOT_DRESSED';

export function dress(dressed: readonly string[], itemCode: string): string[] | DressRefusal {
  if (!PET_ITEMS.some((i) => i.itemCode === itemCode)) return 'ERROR_UNKNOWN_PET_ITEM';
  if (dressed.includes(itemCode)) return 'ERROR_ALREADY_DRESSED';
  if (dressed.length >= MAX_DRESSED) return 'ERROR_TOO_MANY_DRESSED';
  return [...dressed, itemCode];
}

export function undress(dressed: readonly string[], itemCode: string): string[] | DressRefusal {
  if (!PET_ITEMS.some((i) => i.itemCode === itemCode)) return 'ERROR_UNKNOWN_PET_ITEM';
  if (!dressed.includes(itemCode)) return 'ERROR_NOT_DRESSED';
  return dressed.filter((c) => c !== itemCode);
}

export type PetRewardCode = 'ERROR_NOT_MEMBERSHIP' | 'ERROR_PAYMENT_IN_PROGRESS' | 'ERROR_INIT_FAIL' | 'ERROR_USE_ALL_PET_SHOP' | 'ERROR_USE_PET_SHOP' | 'ERROR_OVERMONEY';

export interface PetRewardState {
  /** main membership status text, null without a main membership */
  mainStatus: string | null;
  /** active pet option code, null without one */
  petOptionCode: string | null;
  usedInPeriod: number;
  money: bigint;
  limit: bigint;
  dressed: readonly string[];
  /** no main membership running, but its regular payment may still renew it (renewalPending): in progress, as the bankbook says */
  renewing?: boolean;
}

export function decidePetReward(s: PetRewardState, useCount: number): { ok: true; amount: bigint; remainingAfter: number } | { ok: false; code: PetRewardCode } {
  if (s.mainStatus === null) return { ok: false, code: s.renewing ? 'ERROR_PAYMENT_IN_PROGRESS' : 'ERROR_NOT_MEMBERSHIP' };
  if (isPaymentInProgress(s.mainStatus)) return { ok: false, code: 'ERROR_PAYMENT_IN_PROGRESS' };
  const option = s.petOptionCode ? findOptionProduct(s.petOptionCode) : undefined;
  if (!option || option.key !== 'pet' || !option.petRewardCount) return { ok: false, code: 'ERROR_INIT_FAIL' };
  const remaining = Math.max(0, option.petRewardCount - s.usedInPeriod);
  if (remaining === 0) return { ok: false, code: 'ERROR_USE_ALL_PET_SHOP' };
  if (useCount > remaining) return { ok: false, code: 'ERROR_USE_PET_SHOP' };
  const amount = petRewardMoneyPerUse(option.code, s.dressed) * BigInt(useCount);
  if (s.money + amount > s.limit) return { ok: false, code: 'ERROR_OVERMONEY' };
  return { ok: true, amount, remainingAfter: remaining - useCount };
}

export const PET_MESSAGES: Record<PetRewardCode | DressRefusal, string> = {
  ERROR_NOT_MEMBERSHIP: '플러스 회원만 이용할 수 있습니다. 플러스에 가입해 주세요.',
  ERROR_PAYMENT_IN_PROGRESS: PAYMENT_IN_PROGRESS_MESSAGE,
  ERROR_INIT_FAIL: '펫샵 보너스 정보 조회에 실패했습니다. 플러스 펫샵 가입 여부를 확인해 주세요.',
  ERROR_USE_ALL_PET_SHOP: '이번 혜택 기간의 펫샵 보너스를 모두 받았습니다.',
  ERROR_USE_PET_SHOP: '남은 펫샵 보너스 횟수보다 많이 받을 수 없습니다.',
  ERROR_OVERMONEY: '보유 한도를 초과하여 펫샵 보너스를 받을 수 없습니다.',
  ERROR_UNKNOWN_PET_ITEM: '존재하지 않는 펫 아이템입니다.',
  ERROR_ALREADY_DRESSED: '이미 착용한 펫 아이템입니다.',
  ERROR_TOO_MANY_DRESSED: `펫 아이템은 최대 ${MAX_DRESSED}개까지 착용할 수 있습니다.`,
  ERROR_NOT_DRESSED: '착용하지 않은 펫 아이템입니다.',
};
