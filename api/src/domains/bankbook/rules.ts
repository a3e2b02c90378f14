// Which SPEC §8 bankbook error applies to a member's state. Order matters: the first failing
// check wins, so a member without Plus never learns about money limits.
import { findMainProduct, type MainProduct } from '../membership/catalogue.js';
import { holdingLimit, isPaymentInProgress, PAYMENT_IN_PROGRESS_MESSAGE } from '../membership/rules.js';

export type BankbookErrorCode =
  | 'ERROR_NOT_MEMBERSHIP'
  | 'ERROR_PAYMENT_IN_PROGRESS'
  | 'ERROR_USE_ALL_BANKBOOK'
  | 'ERROR_SUGGESTION_PET_SHOP'
  | 'ERROR_SUGGESTION_UPGRADE'
  | 'ERROR_BEGINNING_BANKBOOK'
  | 'ERROR_INIT_FAIL'
  | 'ERROR_OVERMONEY'
  | 'ERROR_USE_BANKBOOK';

export interface BankbookState {
  /** active main membership, or null when the member has none (or it ended) */
  membership: null | {
    productCode: string;
    statusDescription: string | null;
    /** index of the current benefit period (0 = first month) */
    periodIndex: number;
    /** uses in the current benefit period */
    usedInPeriod: number;
    /** active option codes (pet shop, limit money …) */
    optionCodes: readonly string[];
    /** continuous group uses of the membership (1 = a fresh join; a renewal or change counts up) */
    groupUsageCount?: number;
    /** what the membership cost (its share for unused bankbooks is the change discount); unknown: asked anyway */
    paidAmount?: bigint;
  };
  /** the member's game money, or null when the money account could not be read */
  money: bigint | null;
  /** no membership running, but its regular payment may still renew it (renewalPending): in progress, not 'join Plus' */
  renewing?: boolean;
}

export interface BankbookRequest {
  useCount: number;
  /** the member confirmed ERROR_BEGINNING_BANKBOOK (takes the benefit, loses the change discount) */
  confirmBeginning: boolean;
}

export type BankbookDecision =
  | { ok: true; product: MainProduct; amount: bigint; remainingAfter: number }
  | { ok: false; code: BankbookErrorCode; detail?: Record<string, string | number> };

export const PET_OPTION_CODES = ['PO0021', 'PO0022', 'PO0023', 'PO0029'] as const;
const TOP_ORDER = 4;

/** What the member sees when the period's bankbooks are used up (SPEC §8). */
export function usedUpCode(product: MainProduct, optionCodes: readonly string[]): BankbookErrorCode {
  if (product.mobileClassic || product.tier === 'V') return 'ERROR_USE_ALL_BANKBOOK';
  if (product.order < TOP_ORDER) return 'ERROR_SUGGESTION_UPGRADE';
  const hasPet = optionCodes.some((c) => (PET_OPTION_CODES as readonly string[]).includes(c));
  return hasPet ? 'ERROR_USE_ALL_BANKBOOK' : 'ERROR_SUGGESTION_PET_SHOP';
}

export function remainingBankbooks(product: MainProduct, usedInPeriod: number): number {
  return Math.max(0, product.bankbookCount - usedInPeriod);
}

/**
 * Unused bankbooks of the current period as a discount on an immediate change (ERROR_BEGINNING_BANKBOOK:
 * '즉시 변경 시 미사용분은 할인으로 적용'): their share of what the membership cost, rounded down.
 * The bankbook popup shows it and the change's price takes it off: one formula.
 */
export function unusedBankbookDiscount(product: MainProduct, usedInPeriod: number, paidAmount: bigint): bigint {
  return (paidAmount * BigInt(remainingBankbooks(product, usedInPeriod))) / BigInt(product.bankbookCount);
}

export function decideBankbook(state: BankbookState, req: BankbookRequest): BankbookDecision {
  const m = state.membership;
  if (!m) return { ok: false, code: state.renewing ? 'ERROR_PAYMENT_IN_PROGRESS' : 'ERROR_NOT_MEMBERSHIP' };
  if (isPaymentInProgress(m.statusDescription)) return { ok: false, code: 'ERROR_PAYMENT_IN_PROGRESS' };
  const product = findMainProduct(m.productCode);
  if (!product || state.money === null) return { ok: false, code: 'ERROR_INIT_FAIL' };
  const remaining = remainingBankbooks(product, m.usedInPeriod);
  if (remaining === 0) return { ok: false, code: usedUpCode(product, m.optionCodes) };
  if (req.useCount > remaining) return { ok: false, code: 'ERROR_USE_BANKBOOK', detail: { remainCount: remaining } };
  // first month, nothing used yet: the unused part would count as a discount on an immediate change
  // (a renewal starts a new membership row at period 0 too: only a fresh join is 'beginning'); a
  // membership that cost nothing (a voucher, the 7-day trial) has no discount to lose: not asked
  const discountToLose = m.paidAmount === undefined || unusedBankbookDiscount(product, m.usedInPeriod, m.paidAmount) > 0n;
  if (m.periodIndex === 0 && (m.groupUsageCount ?? 1) <= 1 && m.usedInPeriod === 0 && discountToLose && !req.confirmBeginning) return { ok: false, code: 'ERROR_BEGINNING_BANKBOOK' };
  const amount = product.bankbookMoney * BigInt(req.useCount);
  const limit = holdingLimit(m.optionCodes);
  if (state.money + amount > limit) {
    return { ok: false, code: 'ERROR_OVERMONEY', detail: { limit: limit.toString(), money: state.money.toString() } };
  }
  return { ok: true, product, amount, remainingAfter: remaining - req.useCount };
}

/** Korean dialog texts of SPEC §8 (title defaults to '통장 사용 실패'). */
export const BANKBOOK_MESSAGES: Record<BankbookErrorCode, { title: string; message: string }> = {
  ERROR_NOT_MEMBERSHIP: { title: '통장 사용 실패', message: '플러스 회원만 이용할 수 있습니다. 플러스에 가입해 주세요.' },
  ERROR_PAYMENT_IN_PROGRESS: { title: '통장 사용 실패', message: PAYMENT_IN_PROGRESS_MESSAGE },
  ERROR_USE_ALL_BANKBOOK: { title: '통장 사용 실패', message: '이번 달 통장을 모두 사용했습니다. 다음 혜택일에 새 통장이 지급됩니다.' },
  ERROR_SUGGESTION_PET_SHOP: { title: '통장 사용 실패', message: '이번 달 통장을 모두 사용했습니다. 다음 혜택일에 새 통장이 지급됩니다. 플러스 펫샵에 가입해 보세요.' },
  ERROR_SUGGESTION_UPGRADE: { title: '통장 사용 실패', message: '이번 달 통장을 모두 사용했습니다. 상위 멤버십으로 변경하면 통장을 더 받을 수 있습니다.' },
  ERROR_BEGINNING_BANKBOOK: { title: '통장 사용', message: '통장 사용 이력이 없습니다. 즉시 변경 시 미사용분은 할인으로 적용됩니다. 혜택을 받으시겠습니까?' },
  ERROR_INIT_FAIL: { title: '통장 사용 실패', message: '필요한 정보 조회에 실패했습니다.' },
  ERROR_OVERMONEY: { title: '통장 사용 실패', message: '통장 머니를 받으면 보유 한도를 넘게 되어 지금은 사용할 수 없습니다.' },
  ERROR_USE_BANKBOOK: { title: '통장 사용 실패', message: '통장 사용에 실패했습니다.' },
};
