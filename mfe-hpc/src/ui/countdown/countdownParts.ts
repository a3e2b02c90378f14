// Time left to an instant, in whole seconds, and its Korean countdown text ("3일 04:05:06").
import { serverNow } from '@hanpan/platform';

const pad = (n: number) => String(n).padStart(2, '0');

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** ms left (0 once passed) */
  totalMs: number;
}

/** Time left from `now` to `target` in whole seconds (never negative). */
export function countdownParts(target: Date | string | number, now: number = serverNow()): CountdownParts {
  const to = target instanceof Date ? target.getTime() : typeof target === 'number' ? target : Date.parse(target);
  const totalMs = Math.max(0, to - now);
  const s = Math.floor(totalMs / 1000);
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60, totalMs };
}

/** "3일 04:05:06" / "04:05:06" */
export function formatCountdown(parts: CountdownParts): string {
  const hms = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return parts.days > 0 ? `${parts.days}일 ${hms}` : hms;
}
