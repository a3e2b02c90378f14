// Korea time (Asia/Seoul) for every calendar decision, on the server and in browsers: one module over
// @date-fns/tz's zone rules (no hand-written +9 h offsets anywhere). `api/src/lib/time.ts` and the
// platform's `lib/date.ts` build their helpers on these.
import { tzOffset } from '@date-fns/tz/tzOffset';

export const KOREA_TIME_ZONE = 'Asia/Seoul';

const MINUTE_MS = 60_000;

/** Asia/Seoul's UTC offset at an instant, in ms. */
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
export function koreaTime(year: number, month: number, day = 1, hours = 0, minutes = 0, seconds = 0, ms = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hours, minutes, seconds, ms);
  return new Date(wall - offsetAt(wall - offsetAt(wall)));
}

/** The Korean midnight that starts the day of `now`. */
export function kstStartOfDay(now: Date | string | number = new Date()): Date {
  const k = koreaParts(now);
  return koreaTime(k.year, k.month, k.day);
}

/** The next Korean midnight after `now` (SPEC §9 'until midnight' dismissals). */
export function kstNextMidnight(now: Date | string | number = new Date()): Date {
  const k = koreaParts(now);
  return koreaTime(k.year, k.month, k.day + 1);
}
