// Calendar boundaries in Korea time (UTC+9, no DST): limits and "today" counters follow the Korean day.
const KST_MS = 9 * 3600 * 1000;

export function kstStartOfDay(now: Date = new Date()): Date {
  const k = new Date(now.getTime() + KST_MS);
  return new Date(Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate()) - KST_MS);
}

export function kstStartOfMonth(now: Date = new Date()): Date {
  const k = new Date(now.getTime() + KST_MS);
  return new Date(Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), 1) - KST_MS);
}

export function kstStartOfNextMonth(now: Date = new Date()): Date {
  const k = new Date(now.getTime() + KST_MS);
  return new Date(Date.UTC(k.getUTCFullYear(), k.getUTCMonth() + 1, 1) - KST_MS);
}

/** "YYYY.MM.DD" in Korea time (SPEC §9 month range format). */
export function kstDotDate(d: Date): string {
  const k = new Date(d.getTime() + KST_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${k.getUTCFullYear()}.${p(k.getUTCMonth() + 1)}.${p(k.getUTCDate())}`;
}

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86400_000);
