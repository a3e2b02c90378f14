// Choices of the limit form: monthly limits up to the legal maximum, optional daily limits below the
// monthly one. Amounts in 원 as decimal strings (the API's money format).
import type { LimitInfo } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { formatMoney } from '@hanpan/platform';
export const MONTH_LIMIT_STEPS = [100_000n, 200_000n, 300_000n, 500_000n, 700_000n, 1_000_000n];
export const DAY_LIMIT_STEPS = [10_000n, 30_000n, 50_000n, 100_000n, 200_000n, 300_000n, 500_000n];

/**
 * Monthly limits a member may pick (never above the legal one, which is always offered), with the
 * member's `current` one among them (800,000원, set before the steps were these): the box starts on
 * what the member has, so lowering only the daily limit never sends another monthly one.
 */
export function monthLimitOptions(legal: string, current: string | null = null): string[] {
  const max = BigInt(legal);
  return withOwn([...MONTH_LIMIT_STEPS.filter((s) => s < max), max], current, (c) => c <= max);
}

/** `steps` with the member's own amount among them (when `fits`), ascending, as decimal strings. */
function withOwn(steps: bigint[], own: string | null, fits: (own: bigint) => boolean): string[] {
  if (own !== null && fits(BigInt(own)) && !steps.includes(BigInt(own))) steps.push(BigInt(own));
  return steps.sort((a, b) => (a < b ? -1 : 1)).map(String);
}

/**
 * Daily limits below the chosen monthly one ('' = no daily limit), with the member's `current` one
 * among them when it is below too (an amount set before the steps were these, 5,000원): the box can
 * always show what would be sent.
 */
export function dayLimitOptions(monthLimit: string, current: string | null = null): string[] {
  const month = BigInt(monthLimit || '0');
  return ['', ...withOwn(DAY_LIMIT_STEPS.filter((d) => d < month), current, (c) => c < month)];
}

/** The daily choice after the monthly one changed: kept while still offered, else none (never a value the box cannot show). */
export function dayChoiceFor(monthLimit: string, day: string, current: string | null): string {
  return dayLimitOptions(monthLimit, current).includes(day) ? day : '';
}

/**
 * Why '한도 낮추기' cannot lower to what the form shows (null: it can), checked before the confirm with
 * the API's downgrade rules: each limit lower than now or unchanged, something lower, the daily
 * limit not above the monthly one. `day` '' keeps the current daily limit (lowering never removes one).
 */
export function downgradeError(current: Pick<LimitInfo, 'monthLimit' | 'dayLimit'>, month: string, day: string): string | null {
  const nowMonth = BigInt(current.monthLimit);
  const nowDay = current.dayLimit === null ? null : BigInt(current.dayLimit);
  const newMonth = BigInt(month || current.monthLimit);
  const newDay = day === '' ? nowDay : BigInt(day);
  if (newMonth > nowMonth) {
    return `월 한도는 지금(${formatMoney(nowMonth)}원)보다 낮은 금액으로만 낮출 수 있습니다. ${withParticle(`${formatMoney(newMonth)}원`, '으로')} 바꾸려면 한도 올리기를 이용해 주세요.`;
  }
  if (newDay !== null && nowDay !== null && newDay > nowDay) {
    return `일 한도는 지금(${formatMoney(nowDay)}원)보다 낮은 금액으로만 낮출 수 있습니다. ${withParticle(`${formatMoney(newDay)}원`, '으로')} 바꾸려면 한도 올리기를 이용해 주세요.`;
  }
  if (newMonth === nowMonth && newDay === nowDay) {
    // '설정 안 함' here means no daily limit, which is higher than any (QA: '지금과 같은 한도' read as a fault)
    return day === '' && nowDay !== null
      ? `일 한도를 없애면 한도가 올라갑니다. 지금 일 한도(${formatMoney(nowDay)}원)를 없애려면 한도 올리기를 이용해 주세요.`
      : '지금과 같은 한도입니다. 낮출 월 한도나 일 한도를 골라 주세요.';
  }
  if (newDay !== null && newDay > newMonth) return `일 한도(${formatMoney(newDay)}원)는 월 한도(${formatMoney(newMonth)}원)보다 클 수 없습니다.`;
  return null;
}

/**
 * Why '한도 올리기' cannot raise to what the form shows (null: it can), with the API's upgrade rules:
 * nothing lower than now, and no daily limit where there is none (that lowers it: QA saw such a
 * '상향' take the month's one raise). `day` '' is no daily limit. A value the API answers with a
 * result page (above the legal limit, the month's raise used) is left to it.
 */
export function upgradeError(current: Pick<LimitInfo, 'monthLimit' | 'dayLimit'>, month: string, day: string): string | null {
  const nowMonth = BigInt(current.monthLimit);
  const nowDay = current.dayLimit === null ? null : BigInt(current.dayLimit);
  const newMonth = BigInt(month || current.monthLimit);
  const newDay = day === '' ? null : BigInt(day);
  if (newMonth < nowMonth) {
    return `월 한도는 지금(${formatMoney(nowMonth)}원)보다 높은 금액으로만 올릴 수 있습니다. ${withParticle(`${formatMoney(newMonth)}원`, '으로')} 바꾸려면 한도 낮추기를 이용해 주세요.`;
  }
  if (newDay !== null && nowDay === null) {
    return `지금은 일 한도가 없어서, 일 한도(${formatMoney(newDay)}원)를 정하면 한도가 낮아집니다. 일 한도는 한도 낮추기로 정해 주세요.`;
  }
  if (newDay !== null && nowDay !== null && newDay < nowDay) {
    return `일 한도는 지금(${formatMoney(nowDay)}원)보다 높은 금액으로만 올릴 수 있습니다. ${withParticle(`${formatMoney(newDay)}원`, '으로')} 바꾸려면 한도 낮추기를 이용해 주세요.`;
  }
  if (newMonth === nowMonth && newDay === nowDay) return '지금과 같은 한도입니다. 올릴 월 한도나 일 한도를 골라 주세요.';
  return null;
}

/** Only what a change changes: '월 한도를 300,000원, 일 한도를 10,000원으로' (null: only a daily limit removed). */
function changedLimits(current: Pick<LimitInfo, 'monthLimit' | 'dayLimit'>, month: string, day: string): string | null {
  const parts: string[] = [];
  if (month !== current.monthLimit) parts.push(`월 한도를 ${formatMoney(month)}원`);
  if (day !== '' && day !== current.dayLimit) parts.push(`일 한도를 ${formatMoney(day)}원`);
  return parts.length ? withParticle(parts.join(', '), '으로') : null;
}

/**
 * The confirm's words before a change the form allows (downgradeError / upgradeError null): what it
 * changes, what lowering leaves, and why it cannot be taken back this month. `day` '' keeps the daily
 * limit when lowering and removes it when raising.
 */
export function changeConfirmBody(action: 'upgrade' | 'downgrade', current: Pick<LimitInfo, 'monthLimit' | 'dayLimit' | 'usedThisMonth' | 'usedToday'>, month: string, day: string): string {
  const changed = changedLimits(current, month, day);
  const removesDay = day === '' && current.dayLimit !== null;
  const lines =
    action === 'downgrade'
      ? [
          `${changed ?? withParticle(`월 한도를 ${formatMoney(month)}원`, '으로')} 낮춥니다.`,
          removesDay ? `일 한도(${formatMoney(current.dayLimit!)}원)는 그대로 둡니다.` : null,
          nothingLeftNote(current, month, day),
          '낮춘 달에는 다시 올릴 수 없습니다. 계속하시겠습니까?',
        ]
      : [
          changed ? `${changed} 올립니다.` : null,
          removesDay ? `일 한도(${formatMoney(current.dayLimit!)}원)를 없앱니다.` : null,
          '한도 상향은 한 달에 한 번만 할 수 있어, 올린 뒤에는 이번 달에 다시 올릴 수 없습니다. 계속하시겠습니까?',
        ];
  return lines.filter(Boolean).join(' ');
}

/**
 * What lowering to these limits leaves for the rest of this month (and today), said in the confirm when
 * it is nothing: '이번 달에 이미 300,000원을 결제해서, 낮추면 이번 달에는 더 결제할 수 없습니다.' Null when
 * something is left, or when what is used up was so before. `day` '' keeps the current daily limit.
 */
export function nothingLeftNote(current: Pick<LimitInfo, 'monthLimit' | 'dayLimit' | 'usedThisMonth' | 'usedToday'>, month: string, day: string): string | null {
  // each only when this change sets that limit: one kept that is used up already stopped payments
  // before (QA: lowering only the month limit was blamed for today's)
  const used = BigInt(current.usedThisMonth);
  if (month !== current.monthLimit && BigInt(month) <= used) return `이번 달에 이미 ${formatMoney(used)}원을 결제해서, 낮추면 이번 달에는 더 결제할 수 없습니다.`;
  const today = BigInt(current.usedToday);
  if (day !== '' && day !== current.dayLimit && BigInt(day) <= today) return `오늘 이미 ${formatMoney(today)}원을 결제해서, 낮추면 오늘은 더 결제할 수 없습니다.`;
  return null;
}
