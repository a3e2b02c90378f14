// The purchase-limit refusal of SPEC §5, in one wording: the API's when it refuses a payment, and the
// pages' before they open one (the shop, Plus) — with the same remaining amounts, the same sentence.
// Browser-safe and its own module ('@hanpan/contracts/purchase-limit').
import { groupDigits } from './amounts';

/** The title every page gives that refusal (QA: the shop said '구매 한도 초과', Plus '구매 한도'). */
export const PURCHASE_LIMIT_REFUSAL_TITLE = '구매 한도 초과';

export interface PurchaseLimitRefusal {
  code: 'ERROR_DAY_LIMIT' | 'ERROR_MONTH_LIMIT';
  message: string;
}

/** Why `amount` 원 cannot be paid with what is left today and this month (the day first, as the API checks), or null. */
export function purchaseLimitRefusal(remaining: { remainingDay: bigint | string | null; remainingMonth: bigint | string }, amount: bigint): PurchaseLimitRefusal | null {
  if (remaining.remainingDay !== null && amount > BigInt(remaining.remainingDay)) {
    return { code: 'ERROR_DAY_LIMIT', message: `일 구매 한도를 초과합니다. 오늘 남은 한도는 ${groupDigits(BigInt(remaining.remainingDay))}원입니다.` };
  }
  if (amount > BigInt(remaining.remainingMonth)) {
    return { code: 'ERROR_MONTH_LIMIT', message: `월 구매 한도를 초과합니다. 이번 달 남은 한도는 ${groupDigits(BigInt(remaining.remainingMonth))}원입니다.` };
  }
  return null;
}

/** The remaining limits by name, as the shop's order confirm and the sandbox payment page label them. */
export const REMAINING_LIMIT_LABELS = { day: '오늘 남은 구매 한도', month: '이번 달 남은 구매 한도' } as const;

/** Which remaining limit binds what can be paid now: today's only when it is the smaller one. */
export function bindingRemainingLimit(remaining: { remainingDay: bigint | string | null; remainingMonth: bigint | string }): keyof typeof REMAINING_LIMIT_LABELS {
  return remaining.remainingDay !== null && BigInt(remaining.remainingDay) < BigInt(remaining.remainingMonth) ? 'day' : 'month';
}
