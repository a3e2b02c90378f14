// Seconds left of the SMS cooldowns, one per phone number (its digits), ticking down once a second.
// The API's limits belong to a number, so a wait for one number must not lock the others; only the
// member's own daily limit (EVERY_NUMBER) binds them all.
import { useEffect, useState } from 'react';

/** Key of a wait that binds every number (the member's daily limit). */
export const EVERY_NUMBER = '*';

export function useCooldown(): { secondsLeft(key: string): number; start(key: string, seconds: number): void } {
  const [until, setUntil] = useState<Readonly<Record<string, number>>>({});
  const [now, setNow] = useState(() => Date.now());
  const latest = Math.max(0, ...Object.values(until));
  useEffect(() => {
    if (latest <= now) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [latest, now]);
  return {
    secondsLeft: (key) => Math.max(0, Math.ceil((Math.max(until[key] ?? 0, until[EVERY_NUMBER] ?? 0) - now) / 1000)),
    start: (key, seconds) => {
      const t = Date.now();
      setNow(t);
      setUntil((u) => ({ ...u, [key]: t + seconds * 1000 }));
    },
  };
}
