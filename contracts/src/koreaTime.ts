// Korea time (Asia/Seoul) for every calendar decision, on the server and in browsers: one module over
// @date-fns/tz's zone rules (no hand-written +9 h offsets anywhere). `api/src/lib/time.ts` and the
// platform's `lib/date.ts` build their helpers on these.
import { tzOffset } from '@date-fns/tz/tzOffset';
import { tzScan } from '@date-fns/tz/tzScan';

export const KOREA_TIME_ZONE = 'Asia/Seoul';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A stretch of time over which Asia/Seoul keeps one UTC offset: `from` ≤ instant < `to`, in ms. */
export interface KoreaOffsetSpan {
  from: number;
  to: number;
  offsetMinutes: number;
}

/**
 * The stretch around `now` (within ±`reachMs`) over which Asia/Seoul keeps its current offset, as
 * the zone rules say (tzScan finds a change to the hour: the span stops an hour short of it).
 */
export function koreaOffsetSpan(now = Date.now(), reachMs = 400 * 24 * HOUR_MS): KoreaOffsetSpan {
  const changes = tzScan(KOREA_TIME_ZONE, { start: new Date(now - reachMs), end: new Date(now + reachMs) });
  let from = now - reachMs;
  let to = now + reachMs;
  for (const { date } of changes) {
    // the offset changed after date − 1 h and by date
    if (date.getTime() <= now) from = Math.max(from, date.getTime());
    else to = Math.min(to, date.getTime() - HOUR_MS);
  }
  return { from, to, offsetMinutes: tzOffset(KOREA_TIME_ZONE, new Date(now)) };
}

let lastSpan: KoreaOffsetSpan | null = null;
/** koreaOffsetSpan for a server that asks on every render: the last span, while `now` is inside it. */
export function currentKoreaOffsetSpan(now = Date.now()): KoreaOffsetSpan {
  if (!lastSpan || now < lastSpan.from || now >= lastSpan.to) lastSpan = koreaOffsetSpan(now);
  return lastSpan;
}

// A browser's first Intl.DateTimeFormat with a time zone loads ICU's calendar and zone data: tens of
// ms of a phone's start-up, in the middle of hydrating a page of dates. A server-rendered page
// brings the span of its time from the server's zone rules, and instants inside it need no Intl.
let known: KoreaOffsetSpan | null = null;

/** Takes the server's span (anything malformed is ignored: every instant then asks the zone rules). */
export function knowKoreaOffsetSpan(span: unknown): void {
  const s = span as Partial<KoreaOffsetSpan> | null;
  const valid = !!s && Number.isSafeInteger(s.from) && Number.isSafeInteger(s.to) && Number.isInteger(s.offsetMinutes) && s.from! < s.to! && Math.abs(s.offsetMinutes!) < 24 * 60;
  known = valid ? { from: s.from!, to: s.to!, offsetMinutes: s.offsetMinutes! } : null;
}

// A device whose clock is wrong must still see the server's today, month and countdowns (QA: a phone
// a day behind asked for last month's history). Its error is learned from the server's answers and
// kept only beyond CLOCK_TOLERANCE_MS: an answer's Date is whole seconds and arrives a moment (at
// most the 3 s request timeout) after it was written, so a right clock reads a few seconds off —
// while a PC's clock 50 s off would end a countdown to the second 50 s early (QA).
// Frontends reach it through @hanpan/platform, the singleton: a bundle's own copy of this module
// would not know what the shell learned.
let clockSkew = 0;
const CLOCK_TOLERANCE_MS = 10_000;

/** Learns the device clock's error from a server time the device received `at` (an unreadable one changes nothing). */
export function knowServerTime(serverTime: string | number | undefined, at = Date.now()): void {
  const skew = new Date(serverTime ?? NaN).getTime() - at;
  if (!Number.isNaN(skew)) clockSkew = Math.abs(skew) > CLOCK_TOLERANCE_MS ? skew : 0;
}

/** Now by the server's clock: the device's, corrected by what knowServerTime learned. */
export const serverNow = (): number => Date.now() + clockSkew;

/** Asia/Seoul's UTC offset at an instant, in ms. */
const offsetAt = (ms: number) => (known && ms >= known.from && ms < known.to ? known.offsetMinutes : tzOffset(KOREA_TIME_ZONE, new Date(ms))) * MINUTE_MS;

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
export function koreaParts(date: Date | string | number = serverNow()): KoreaParts {
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
export function kstStartOfDay(now: Date | string | number = serverNow()): Date {
  const k = koreaParts(now);
  return koreaTime(k.year, k.month, k.day);
}

/** The next Korean midnight after `now` (SPEC §9 'until midnight' dismissals). */
export function kstNextMidnight(now: Date | string | number = serverNow()): Date {
  const k = koreaParts(now);
  return koreaTime(k.year, k.month, k.day + 1);
}
