import { countdownParts, formatCountdown } from './countdownParts';

describe('countdown', () => {
  it('counts down in whole seconds and formats days', () => {
    const now = Date.parse('2026-06-10T00:00:00Z');
    const p = countdownParts(new Date(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999), now);
    expect(p).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(formatCountdown(p)).toBe('2일 03:04:05');
    expect(formatCountdown(countdownParts(now + 61_000, now))).toBe('00:01:01');
    expect(countdownParts(now - 5000, now)).toMatchObject({ totalMs: 0, seconds: 0 });
  });
});
