import { currentKoreaOffsetSpan, koreaOffsetSpan } from '@hanpan/contracts/korea-time';
import { formatDate, formatDateTime, formatKoreanDateTime, knowKoreaOffsetSpan, knowServerTime, koreaParts, koreaTime, koreaToday, monthRange, nextMidnight, recentMonthsRange, serverNow } from './date';

// Instants are written in UTC: the results are Korean whatever zone the test machine is in.
describe('date helpers (Korea time)', () => {
  it('formats YYYY.MM.DD on the Korean calendar', () => {
    expect(formatDate(new Date('2026-01-05T03:00:00Z'))).toBe('2026.01.05');
    // 15:00 UTC is already the next day in Korea
    expect(formatDate(new Date('2026-01-04T15:00:00Z'))).toBe('2026.01.05');
    expect(formatDate(new Date('2026-01-04T14:59:59Z'))).toBe('2026.01.04');
    expect(formatDate('invalid')).toBe('');
    expect(formatDate('2026-03-01')).toBe('2026.03.01');
    expect(formatDateTime('2026-02-28T15:05:00Z')).toBe('2026.03.01 00:05');
    expect(formatKoreanDateTime('2026-05-04T11:00:00Z')).toBe('5월 4일(월) 20:00');
    expect(koreaToday(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });
  it('reads Korean wall-clock parts of an instant', () => {
    expect(koreaParts(new Date('2026-05-04T21:07:08Z'))).toEqual({ year: 2026, month: 5, day: 5, hours: 6, minutes: 7, seconds: 8, weekday: 2 });
    expect(koreaParts('2026-12-31T15:00:00Z')).toMatchObject({ year: 2027, month: 1, day: 1, hours: 0 });
    expect(Number.isNaN(koreaParts('nope').year)).toBe(true);
  });
  it('builds instants from Korean wall-clock times', () => {
    expect(koreaTime(2026, 3, 1).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(koreaTime(2026, 13, 1, 9).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
  it('gives Korean month ranges', () => {
    expect(monthRange(koreaTime(2024, 2, 14))).toEqual({ from: '2024.02.01', to: '2024.02.29' });
    expect(monthRange(koreaTime(2026, 1, 31), -1)).toEqual({ from: '2025.12.01', to: '2025.12.31' });
    // 2026-01-31 16:00 UTC is February 1st in Korea
    expect(monthRange(new Date('2026-01-31T16:00:00Z'))).toEqual({ from: '2026.02.01', to: '2026.02.28' });
    expect(recentMonthsRange(1, koreaTime(2026, 3, 31))).toEqual({ from: '2026.02.28', to: '2026.03.31' });
    expect(recentMonthsRange(3, koreaTime(2026, 11, 22))).toEqual({ from: '2026.08.22', to: '2026.11.22' });
    expect(recentMonthsRange(2, koreaTime(2026, 1, 15))).toEqual({ from: '2025.11.15', to: '2026.01.15' });
  });
  it('finds the next Korean midnight', () => {
    expect(nextMidnight(koreaTime(2026, 12, 31, 23, 59))).toEqual(koreaTime(2027, 1, 1));
    // 14:59 UTC = 23:59 KST: midnight is one minute away, not at the next UTC midnight
    expect(nextMidnight(new Date('2026-06-10T14:59:00Z')).toISOString()).toBe('2026-06-10T15:00:00.000Z');
    expect(nextMidnight(new Date('2026-06-10T15:00:00Z')).toISOString()).toBe('2026-06-11T15:00:00.000Z');
  });

  describe("the server's span of Korea time's offset", () => {
    afterEach(() => knowKoreaOffsetSpan(null));
    it('covers the time around now with the zone rules\' offset', () => {
      const now = Date.parse('2026-11-28T03:00:00Z');
      const span = koreaOffsetSpan(now);
      expect(span.offsetMinutes).toBe(540);
      expect(span.from).toBeLessThanOrEqual(now);
      expect(span.to).toBeGreaterThan(now + 300 * 86_400_000);
    });
    it('stops short of a change of offset (Korea kept summer time in 1987 and 1988)', () => {
      // 1988-03-01: standard time, summer time from 1988-05-08 02:00 KST (1988-05-07T17:00Z)
      const span = koreaOffsetSpan(Date.parse('1988-03-01T00:00:00Z'));
      expect(span.offsetMinutes).toBe(540);
      expect(span.to).toBeLessThanOrEqual(Date.parse('1988-05-07T17:00:00Z'));
      expect(span.to).toBeGreaterThan(Date.parse('1988-05-07T15:00:00Z'));
      // 1987-10-11 03:00 KDT (1987-10-10T17:00Z) it ended
      expect(span.from).toBeGreaterThanOrEqual(Date.parse('1987-10-10T17:00:00Z'));
      expect(koreaParts(new Date('1988-05-08T00:00:00Z')).hours).toBe(10);
    });
    it('is computed once per span for the server (not on every render)', () => {
      const now = Date.parse('2026-11-28T03:00:00Z');
      const span = currentKoreaOffsetSpan(now);
      expect(currentKoreaOffsetSpan(now + 86_400_000)).toBe(span);
      const later = currentKoreaOffsetSpan(span.to);
      expect(later).not.toBe(span);
      expect(later.from).toBeLessThanOrEqual(span.to);
      expect(later.to).toBeGreaterThan(span.to);
      expect(currentKoreaOffsetSpan(Date.parse('1988-03-01T00:00:00Z')).to).toBeLessThanOrEqual(Date.parse('1988-05-07T17:00:00Z'));
    });
    it('answers instants inside the span from it, and those outside from the zone rules', () => {
      const now = Date.parse('2026-11-28T03:00:00Z');
      // a span saying +10 h (not Korea's offset): only an instant inside it shows it
      knowKoreaOffsetSpan({ from: now - 1000, to: now + 1000, offsetMinutes: 600 });
      expect(koreaParts(now).hours).toBe(13);
      expect(koreaParts(now + 1000).hours).toBe(12);
      knowKoreaOffsetSpan(koreaOffsetSpan(now));
      expect(formatKoreanDateTime('2026-05-04T11:00:00Z')).toBe('5월 4일(월) 20:00');
      expect(koreaTime(2026, 3, 1).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    });
    it('ignores a malformed span (the page is text anyone can change)', () => {
      const now = Date.parse('2026-11-28T03:00:00Z');
      for (const bad of [undefined, 'x', { from: now, to: now - 1, offsetMinutes: 600 }, { from: 0, to: 2e12, offsetMinutes: 1e9 }, { from: 0, to: 2e12, offsetMinutes: '600' }]) {
        knowKoreaOffsetSpan(bad);
        expect(koreaParts(now).hours).toBe(12);
      }
    });
  });

  describe("a device whose clock is wrong (QA: a phone a day behind asked for last month's history)", () => {
    const device = Date.parse('2026-11-30T16:00:00Z'); // 12월 1일 01:00 in Korea
    const server = device + 2 * 86_400_000; // the server is two days on: 12월 3일
    beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(device));
    afterEach(() => {
      knowServerTime(device, device);
      jest.restoreAllMocks();
    });

    it("takes today, this month and the recent months from the server's clock once an answer told it", () => {
      knowServerTime(new Date(server).toUTCString(), device);
      expect(serverNow()).toBe(server);
      expect(koreaToday()).toBe('2026-12-03');
      expect(koreaParts().day).toBe(3);
      expect(monthRange()).toEqual({ from: '2026.12.01', to: '2026.12.31' });
      expect(recentMonthsRange(3)).toEqual({ from: '2026.09.03', to: '2026.12.03' });
      expect(nextMidnight().toISOString()).toBe('2026-12-03T15:00:00.000Z');
    });

    it('keeps the device clock within 10 s of the server (a Date header is whole seconds, and comes a moment late), and ignores what it cannot read', () => {
      knowServerTime(device + 9_000, device);
      expect(serverNow()).toBe(device);
      knowServerTime(server, device);
      for (const unreadable of ['', 'x', undefined]) knowServerTime(unreadable, device);
      expect(serverNow()).toBe(server);
      knowServerTime(device - 50_000, device); // a clock 50 s ahead is corrected too (QA: a countdown ended early)
      expect(serverNow()).toBe(device - 50_000);
    });
  });
});
