// Date helpers: month ranges formatted as YYYY.MM.DD (SPEC §9), local time.
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDate(date: Date | string | number, separator = '.'): string {
  // A bare YYYY-MM-DD is a calendar date: reformat it as is (Date would read it as UTC midnight).
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date.split('-').join(separator);
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return [d.getFullYear(), pad(d.getMonth() + 1), pad(d.getDate())].join(separator);
}

export function formatDateTime(date: Date | string | number): string {
  const d = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface DateRange {
  from: string;
  to: string;
}

/** First and last day of the month `offset` months from base (offset -1 = previous month). */
export function monthRange(base: Date = new Date(), offset = 0): DateRange {
  const first = new Date(base.getFullYear(), base.getMonth() + offset, 1);
  const last = new Date(base.getFullYear(), base.getMonth() + offset + 1, 0);
  return { from: formatDate(first), to: formatDate(last) };
}

/** From the same day `months` months before base (clamped to month end) to base. */
export function recentMonthsRange(months: number, base: Date = new Date()): DateRange {
  const targetMonth = new Date(base.getFullYear(), base.getMonth() - months, 1);
  const lastDay = new Date(targetMonth.getFullYear(), targetMonth.getMonth() + 1, 0).getDate();
  const from = new Date(targetMonth.getFullYear(), targetMonth.getMonth(), Math.min(base.getDate(), lastDay));
  return { from: formatDate(from), to: formatDate(base) };
}

/** Next local midnight after `now`. */
export function nextMidnight(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0);
}
