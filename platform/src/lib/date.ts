// Dates in Korea time (Asia/Seoul) whatever the browser's own zone, over @hanpan/contracts/korea-time
// (the module the API's time helpers use too). Month ranges are formatted YYYY.MM.DD (SPEC §9);
// "until midnight" means the next Korean midnight.
import { koreaParts, koreaTime, serverNow } from '@hanpan/contracts/korea-time';

export { KOREA_TIME_ZONE, koreaParts, koreaTime, type KoreaParts } from '@hanpan/contracts/korea-time';
// (the span itself is the server's to compute: koreaOffsetSpan, from the contracts)
export { kstNextMidnight as nextMidnight, knowKoreaOffsetSpan, knowServerTime, serverNow, type KoreaOffsetSpan } from '@hanpan/contracts/korea-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Korean calendar date of an instant, YYYY.MM.DD (a bare YYYY-MM-DD is a calendar date and kept as is). */
export function formatDate(date: Date | string | number, separator = '.'): string {
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date.split('-').join(separator);
  const k = koreaParts(date);
  if (Number.isNaN(k.year)) return '';
  return [k.year, pad(k.month), pad(k.day)].join(separator);
}

/** YYYY.MM.DD HH:mm in Korea time. */
export function formatDateTime(date: Date | string | number): string {
  const k = koreaParts(date);
  if (Number.isNaN(k.year)) return '';
  return `${formatDate(date)} ${pad(k.hours)}:${pad(k.minutes)}`;
}

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** "5월 4일(월) 20:00" in Korea time (schedules). */
export function formatKoreanDateTime(date: Date | string | number): string {
  const k = koreaParts(date);
  if (Number.isNaN(k.year)) return '';
  return `${k.month}월 ${k.day}일(${WEEKDAYS[k.weekday]}) ${pad(k.hours)}:${pad(k.minutes)}`;
}

/** Today's Korean date as YYYY-MM-DD (API date parameters). */
export function koreaToday(now: Date | number = serverNow(), separator = '-'): string {
  return formatDate(now, separator);
}

export interface DateRange {
  from: string;
  to: string;
}

/** First and last day of the Korean month `offset` months from base (offset -1 = previous month). */
export function monthRange(base: Date | number = serverNow(), offset = 0): DateRange {
  const k = koreaParts(base);
  const first = koreaTime(k.year, k.month + offset, 1);
  const last = koreaTime(k.year, k.month + 1 + offset, 0);
  return { from: formatDate(first), to: formatDate(last) };
}

/** From the same Korean day `months` months before base (clamped to month end) to base. */
export function recentMonthsRange(months: number, base: Date | number = serverNow()): DateRange {
  const k = koreaParts(base);
  const month = k.month - months;
  const lastDay = koreaParts(koreaTime(k.year, month + 1, 0)).day;
  const from = koreaTime(k.year, month, Math.min(k.day, lastDay));
  return { from: formatDate(from), to: formatDate(base) };
}
