// Dates in Korea time (Asia/Seoul) whatever the browser's own zone: a thin wrapper over
// @date-fns/tz (its zone-offset rule; the API wraps the same library in api/src/lib/time.ts). Month ranges are formatted
// YYYY.MM.DD (SPEC §9); "until midnight" means the next Korean midnight.
import { tzOffset } from '@date-fns/tz/tzOffset';

export const KOREA_TIME_ZONE = 'Asia/Seoul';

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTE_MS = 60_000;

/** Asia/Seoul's UTC offset at an instant, in ms (the library knows the zone's rules). */
const offsetAt = (ms: number) => tzOffset(KOREA_TIME_ZONE, new Date(ms)) * MINUTE_MS;

export interface KoreaParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** 0 = Sunday */
  weekday: number;
}

const toMs = (date: Date | string | number) => (date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date));

/** The Korean wall-clock fields of an instant (NaN fields for an invalid date). */
export function koreaParts(date: Date | string | number = new Date()): KoreaParts {
  const ms = toMs(date);
  const k = new Date(Number.isNaN(ms) ? NaN : ms + offsetAt(ms));
  return { year: k.getUTCFullYear(), month: k.getUTCMonth() + 1, day: k.getUTCDate(), hours: k.getUTCHours(), minutes: k.getUTCMinutes(), seconds: k.getUTCSeconds(), weekday: k.getUTCDay() };
}

/** The instant of a Korean wall-clock time (month 1–12; out-of-range values roll over like Date). */
export function koreaTime(year: number, month: number, day = 1, hours = 0, minutes = 0, seconds = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hours, minutes, seconds);
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

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
export function koreaToday(now: Date = new Date(), separator = '-'): string {
  return formatDate(now, separator);
}

export interface DateRange {
  from: string;
  to: string;
}

/** First and last day of the Korean month `offset` months from base (offset -1 = previous month). */
export function monthRange(base: Date = new Date(), offset = 0): DateRange {
  const k = koreaParts(base);
  const first = koreaTime(k.year, k.month + offset, 1);
  const last = koreaTime(k.year, k.month + 1 + offset, 0);
  return { from: formatDate(first), to: formatDate(last) };
}

/** From the same Korean day `months` months before base (clamped to month end) to base. */
export function recentMonthsRange(months: number, base: Date = new Date()): DateRange {
  const k = koreaParts(base);
  const month = k.month - months;
  const lastDay = koreaParts(koreaTime(k.year, month + 1, 0)).day;
  const from = koreaTime(k.year, month, Math.min(k.day, lastDay));
  return { from: formatDate(from), to: formatDate(base) };
}

/** The next Korean midnight after `now` (SPEC §9 'until midnight' dismissals). */
export function nextMidnight(now: Date = new Date()): Date {
  const k = koreaParts(now);
  return koreaTime(k.year, k.month, k.day + 1);
}
