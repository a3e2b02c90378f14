// Korea time (Asia/Seoul) for every calendar decision of the API: "today", "this month", "until
// midnight", benefit days, recruit windows. Built on @hanpan/contracts/korea-time (the same module the
// browser uses through @hanpan/platform): no hand-written +9 h offsets anywhere else.
import { koreaParts, koreaTime, kstStartOfDay } from '@hanpan/contracts/korea-time';

export { KOREA_TIME_ZONE, koreaParts, koreaTime, kstNextMidnight, kstStartOfDay, type KoreaParts } from '@hanpan/contracts/korea-time';

const p2 = (n: number) => String(n).padStart(2, '0');

export function kstStartOfMonth(now: Date = new Date()): Date {
  const k = koreaParts(now);
  return koreaTime(k.year, k.month, 1);
}

export function kstStartOfNextMonth(now: Date = new Date()): Date {
  const k = koreaParts(now);
  return koreaTime(k.year, k.month + 1, 1);
}

/** [start, end) of a Korean calendar year. */
export function kstYearRange(year: number): { start: Date; end: Date } {
  return { start: koreaTime(year, 1, 1), end: koreaTime(year + 1, 1, 1) };
}

/** 'YYYY-MM-DD' of the Korean day of `d`. */
export function kstDay(d: Date = new Date()): string {
  const k = koreaParts(d);
  return `${k.year}-${p2(k.month)}-${p2(k.day)}`;
}

/** 'YYYY-MM' of the Korean month of `d`. */
export function kstMonth(d: Date = new Date()): string {
  const k = koreaParts(d);
  return `${k.year}-${p2(k.month)}`;
}

/** [start, end) of a Korean month 'YYYY-MM'. */
export function kstMonthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { start: koreaTime(y, m, 1), end: koreaTime(y, m + 1, 1) };
}

/** 'YYYY-MM-DD' (a Korean day) → the instant it starts. */
export function kstDateStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return koreaTime(y, m, d);
}

/** "YYYY.MM.DD" in Korea time (SPEC §9 month range format). */
export function kstDotDate(d: Date): string {
  const k = koreaParts(d);
  return `${k.year}.${p2(k.month)}.${p2(k.day)}`;
}

/** "YYYY.MM.DD HH:mm" in Korea time: an end that falls inside a day (a restriction's), said to the minute. */
export function kstDotDateTime(d: Date): string {
  const k = koreaParts(d);
  return `${kstDotDate(d)} ${p2(k.hours)}:${p2(k.minutes)}`;
}

/** "M월 D일 HH:mm" in Korea time (messages). */
export function kstShortDateTime(d: Date): string {
  const k = koreaParts(d);
  return `${k.month}월 ${k.day}일 ${p2(k.hours)}:${p2(k.minutes)}`;
}

/** The same Korean wall-clock time `days` Korean days later (Korea has no DST: also +24 h per day). */
export function addDays(d: Date, days: number): Date {
  const k = koreaParts(d);
  const ms = ((d.getTime() % 1000) + 1000) % 1000;
  return koreaTime(k.year, k.month, k.day + days, k.hours, k.minutes, k.seconds, ms);
}

/**
 * Adds months keeping the Korean day of month, clamped to the month's last day (Jan 31 + 1 → Feb 28/29).
 * `day`: the day to keep instead of `date`'s, when `date` was itself clamped (Feb 28 of a 31st's
 * membership + 1 → Mar 31, not Mar 28).
 */
export function addMonthsKst(date: Date, months: number, day?: number): Date {
  const k = koreaParts(date);
  const lastDay = koreaParts(koreaTime(k.year, k.month + months + 1, 1).getTime() - 1).day;
  const ms = date.getTime() % 1000;
  return koreaTime(k.year, k.month + months, Math.min(day ?? k.day, lastDay), k.hours, k.minutes, k.seconds, ms < 0 ? ms + 1000 : ms);
}

/** Whole Korean calendar months from `a` to `b` (ignores the day of month). */
export function kstMonthsBetween(a: Date, b: Date): number {
  const ka = koreaParts(a);
  const kb = koreaParts(b);
  return (kb.year - ka.year) * 12 + (kb.month - ka.month);
}

/** Whole Korean calendar days from `a` to `b` (midnight to midnight). */
export function kstDaysBetween(a: Date, b: Date): number {
  return Math.round((kstStartOfDay(b).getTime() - kstStartOfDay(a).getTime()) / 86_400_000);
}
