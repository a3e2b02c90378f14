// Pure membership rules of SPEC §4 (benefit period, continuous use, 5% discount) and the
// holding-money limit of SPEC §9. Dates are computed in Korea time: benefit days are Korean days.
import { isPaymentInProgressStatus } from '@hanpan/contracts';
import { hasContinuousDiscount } from '@hanpan/contracts/constants';
import { OPTION_GROUP_MESSAGES, OPTION_GROUP_NAMES } from '@hanpan/contracts/option-groups';
import { findOptionProduct, type OptionKey } from './catalogue.js';
import { addMonthsKst, koreaParts, kstMonthsBetween } from '../../lib/time.js';
import { formatWon } from '../../lib/money.js';

export { addMonthsKst };

export interface BenefitPeriod {
  /** 0 for the first month after joining */
  index: number;
  start: Date;
  /** start of the next period: the next benefit day (nextBenefitSchedule) */
  next: Date;
}

/**
 * The monthly benefit period containing `now` of a membership month (a row): its periods begin on its
 * benefit day (benefitDayOf) — a 31st's renewed month Feb 28 → Mar 31 is one period, not a second one
 * from Mar 28 with the bankbooks anew.
 */
export function benefitPeriod(m: { startDate: Date; endDate: Date }, now: Date): BenefitPeriod {
  const start = m.startDate;
  const day = benefitDayOf(m);
  const at = (i: number) => (i === 0 ? start : addMonthsKst(start, i, day));
  if (now.getTime() < start.getTime()) return { index: 0, start, next: at(1) };
  let index = kstMonthsBetween(start, now);
  // step back when the day-of-month boundary has not been reached yet
  while (index > 0 && at(index).getTime() > now.getTime()) index--;
  while (at(index + 1).getTime() <= now.getTime()) index++;
  return { index, start: at(index), next: at(index + 1) };
}

/**
 * The next benefit day (nextBenefitSchedule) when the membership reaches it: a subscription renews into
 * it; one that ends first and does not renew has none (a 7-day trial: QA saw next month's date).
 */
export const nextBenefitDay = (main: { subscriptionType: string | null; endDate: Date }, period: BenefitPeriod): Date | null =>
  main.subscriptionType === 'SUBSCRIPTION' || period.next < main.endDate ? period.next : null;

/**
 * The benefit day a membership month keeps (SPEC: the day of joining; a 31st's is each month's last
 * day): its start's or end's Korean day, whichever is larger — a month clamped at one end (Jan 31 →
 * Feb 28, Feb 28 → Mar 31) still has the day at the other, as no two months in a row are both shorter
 * than a day of joining. A renewal or an extension continues on it (it drifted to the 28th).
 */
export const benefitDayOf = (m: { startDate: Date; endDate: Date }): number => Math.max(koreaParts(m.startDate).day, koreaParts(m.endDate).day);

/** Gap after the previous membership's end within which a new join still counts as continuous. */
export const CONTINUITY_GRACE_MS = 3 * 24 * 3600 * 1000;

export interface ContinuityInput {
  previous?: { productCode: string; endDate: Date; continuousUsageCount: number; continuousGroupUsageCount: number };
  productCode: string;
  now: Date;
}

/**
 * Counts after a join or renewal: the same product continued → usage +1, any main tier
 * continued → group usage +1; a lapse longer than the grace resets both to 1.
 */
export function nextContinuity({ previous, productCode, now }: ContinuityInput): { continuousUsageCount: number; continuousGroupUsageCount: number } {
  if (!previous || now.getTime() - previous.endDate.getTime() > CONTINUITY_GRACE_MS) {
    return { continuousUsageCount: 1, continuousGroupUsageCount: 1 };
  }
  return {
    continuousUsageCount: previous.productCode === productCode ? previous.continuousUsageCount + 1 : 1,
    continuousGroupUsageCount: previous.continuousGroupUsageCount + 1,
  };
}

export type SubscriptionType = 'SUBSCRIPTION' | 'ONE_TIME' | 'VOUCHER';

/** SPEC §4: continuous benefits need a subscription used at least 3 times in a row. */
export const hasContinuousBenefit = (subscriptionType: SubscriptionType | null, continuousUsageCount: number): boolean =>
  subscriptionType === 'SUBSCRIPTION' && continuousUsageCount >= 3;

// the 5% rule, shared with the forms that show the price before the payment page
export { CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE, discountedPrice, hasContinuousDiscount } from '@hanpan/contracts/constants';
/** A change's price in the order's lines: the product's, and the 5% off where the change gets it (the change popup shows the same). */
export const changePriceLines = (listPrice: bigint, price: bigint): string[] => [
  `상품 금액 ${formatWon(listPrice)}원`,
  ...(price < listPrice ? [`연속 이용 할인 (5%) -${formatWon(listPrice - price)}원`] : []),
];

/** SPEC §4: '5% 할인중' from 13 group uses, else '-'. */
export const continuousDiscountLabel = (continuousGroupUsageCount: number): string =>
  hasContinuousDiscount(continuousGroupUsageCount) ? '5% 할인중' : '-';


/** SPEC §9 holding-money base constant. */
export const HOLDING_MONEY_BASE = 1_000_000_000_000n;

/** Holding limit: the base plus every active limit-money option (PO0025, PO0026). */
export function holdingLimit(activeOptionCodes: readonly string[]): bigint {
  let limit = HOLDING_MONEY_BASE;
  for (const code of new Set(activeOptionCodes)) limit += findOptionProduct(code)?.limitRaise ?? 0n;
  return limit;
}

/** SPEC §3: a benefit with an end time is active while the end time is later than now. */
export const isActiveUntil = (endDate: Date | null, now: Date): boolean => endDate !== null && endDate.getTime() > now.getTime();

/** SPEC §4: 'in progress' when the status text says regular payment is being processed — the one
 * constant in @hanpan/contracts, which the client's rule reads too. */
export { PAYMENT_IN_PROGRESS_TEXT } from '@hanpan/contracts';
export const isPaymentInProgress = (statusDescription: string | null): boolean => isPaymentInProgressStatus(statusDescription);

/** What a member sees when a regular payment is being processed (bankbook, pet shop, membership orders). */
export const PAYMENT_IN_PROGRESS_MESSAGE = '정기결제가 처리 중입니다. 잠시 후 다시 시도해 주세요.';

/** SPEC §2, §6: the partner channel cannot use Plus (no purchase, no benefit action). */
export const isPlusBlockedPublisher = (publisher: string): boolean => publisher === 'partner';

export interface OptionGroupRefusal {
  code: 'ERROR_OPTION_GROUP_DUPLICATED' | 'ERROR_OPTION_GROUP_JOINED';
  message: string;
  detail: { group: OptionKey; codes: string[] };
}

/**
 * One option per group: an order may hold one option of each group, and not one whose group the
 * member already holds with another product (the higher pet tiers replace nothing: both would be
 * paid, one would count). Buying the option already held again is its extension (joinOption),
 * allowed also to a member who holds another of its kind from before the rule.
 * `requested`/`held` are product codes; codes that are not options are ignored. The forms apply
 * the same rule first (@hanpan/contracts/option-groups: names and texts shared).
 */
export function optionGroupRefusal(requested: readonly string[], held: readonly string[]): OptionGroupRefusal | null {
  const byGroup = new Map<OptionKey, string[]>();
  for (const code of requested) {
    const o = findOptionProduct(code);
    if (o) byGroup.set(o.key, [...(byGroup.get(o.key) ?? []), o.code]);
  }
  for (const [group, codes] of byGroup) {
    if (codes.length > 1) {
      return { code: 'ERROR_OPTION_GROUP_DUPLICATED', message: OPTION_GROUP_MESSAGES.duplicated(OPTION_GROUP_NAMES[group]), detail: { group, codes } };
    }
  }
  for (const [group, [code]] of byGroup) {
    // the extension of an option held, even where older data holds two of its kind: it adds none
    if (held.includes(code)) continue;
    const other = held.filter((h) => h !== code && findOptionProduct(h)?.key === group);
    if (other.length > 0) {
      return { code: 'ERROR_OPTION_GROUP_JOINED', message: OPTION_GROUP_MESSAGES.joined(OPTION_GROUP_NAMES[group]), detail: { group, codes: [...new Set(other)] } };
    }
  }
  return null;
}
