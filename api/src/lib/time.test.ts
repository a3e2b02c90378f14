import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  addDays, addMonthsKst, koreaParts, koreaTime, kstDateStart, kstDay, kstDaysBetween, kstDotDate, kstMonth, kstMonthRange, kstMonthsBetween, kstNextMidnight,
  kstShortDateTime, kstStartOfDay, kstStartOfMonth, kstStartOfNextMonth, kstYearRange,
} from './time.js';

const iso = (d: Date) => d.toISOString();

test('a Korean day starts at 15:00 UTC of the day before', () => {
  // 2026-03-10 23:59:59 UTC is already 2026-03-11 08:59:59 in Korea
  assert.equal(iso(kstStartOfDay(new Date('2026-03-10T23:59:59Z'))), '2026-03-10T15:00:00.000Z');
  // 14:59:59 UTC is still the same Korean day; 15:00:00 UTC is the next one
  assert.equal(kstDay(new Date('2026-03-10T14:59:59.999Z')), '2026-03-10');
  assert.equal(kstDay(new Date('2026-03-10T15:00:00Z')), '2026-03-11');
  assert.equal(iso(kstNextMidnight(new Date('2026-03-10T14:59:59Z'))), '2026-03-10T15:00:00.000Z');
  assert.equal(iso(kstNextMidnight(new Date('2026-03-10T15:00:00Z'))), '2026-03-11T15:00:00.000Z');
});

test('month boundaries follow the Korean calendar, not UTC', () => {
  // 2026-01-31 16:00 UTC = 2026-02-01 01:00 KST: already February in Korea
  const feb1 = new Date('2026-01-31T16:00:00Z');
  assert.equal(kstMonth(feb1), '2026-02');
  assert.equal(iso(kstStartOfMonth(feb1)), '2026-01-31T15:00:00.000Z');
  assert.equal(iso(kstStartOfNextMonth(feb1)), '2026-02-28T15:00:00.000Z');
  // year end: 2026-12-31 15:00 UTC is 2027-01-01 00:00 KST
  assert.equal(kstMonth(new Date('2026-12-31T14:59:59Z')), '2026-12');
  assert.equal(kstMonth(new Date('2026-12-31T15:00:00Z')), '2027-01');
  assert.deepEqual(kstMonthRange('2024-02'), { start: new Date('2024-01-31T15:00:00Z'), end: new Date('2024-02-29T15:00:00Z') });
  assert.deepEqual(kstMonthRange('2026-12'), { start: new Date('2026-11-30T15:00:00Z'), end: new Date('2026-12-31T15:00:00Z') });
  assert.deepEqual(kstYearRange(2027), { start: new Date('2026-12-31T15:00:00Z'), end: new Date('2027-12-31T15:00:00Z') });
});

test('wall-clock parts, parsing and formatting', () => {
  assert.deepEqual(koreaParts(new Date('2026-05-04T21:07:08Z')), { year: 2026, month: 5, day: 5, hours: 6, minutes: 7, seconds: 8, weekday: 2 });
  assert.equal(iso(koreaTime(2026, 5, 5, 6, 7, 8)), '2026-05-04T21:07:08.000Z');
  assert.equal(iso(koreaTime(2026, 13, 1)), '2026-12-31T15:00:00.000Z'); // month 13 rolls over
  assert.equal(iso(kstDateStart('2026-03-01')), '2026-02-28T15:00:00.000Z');
  assert.equal(kstDotDate(new Date('2026-02-28T15:00:00Z')), '2026.03.01');
  assert.equal(kstShortDateTime(new Date('2026-02-28T15:05:00Z')), '3월 1일 00:05');
});

test('adding days and months in Korean days', () => {
  assert.equal(iso(addDays(new Date('2026-02-28T15:00:00Z'), 1)), '2026-03-01T15:00:00.000Z');
  assert.equal(iso(addDays(new Date('2026-03-01T15:00:00Z'), -1)), '2026-02-28T15:00:00.000Z');
  // 2026-01-31 10:00 KST + 1 month → 2026-02-28 10:00 KST (clamped), + 13 → 2027-02-28
  const jan31 = koreaTime(2026, 1, 31, 10);
  assert.equal(iso(addMonthsKst(jan31, 1)), iso(koreaTime(2026, 2, 28, 10)));
  assert.equal(iso(addMonthsKst(jan31, 13)), iso(koreaTime(2027, 2, 28, 10)));
  assert.equal(iso(addMonthsKst(jan31, -2)), iso(koreaTime(2025, 11, 30, 10)));
  // 2026-01-31 23:30 KST is still 2026-01-31 in Korea although UTC says 14:30 the same day
  assert.equal(iso(addMonthsKst(koreaTime(2026, 1, 31, 23, 30), 1)), iso(koreaTime(2026, 2, 28, 23, 30)));
  assert.equal(kstMonthsBetween(koreaTime(2026, 1, 31, 23), koreaTime(2026, 2, 1, 0)), 1);
  assert.equal(kstDaysBetween(koreaTime(2026, 2, 28, 23, 59), koreaTime(2026, 3, 1, 0, 1)), 1);
  assert.equal(kstDaysBetween(koreaTime(2026, 3, 1, 0, 1), koreaTime(2026, 3, 1, 23, 59)), 0);
});
