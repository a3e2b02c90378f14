import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gradeFor, gradeRank, classRank, expectation, percent, vipMonthOf, monthRange, previousMonth, formatRange, nextGrade } from './grades';

test('SPEC §6 thresholds', () => {
  assert.equal(gradeFor(0n), 'NONE');
  assert.equal(gradeFor(699_999n), 'NONE');
  assert.equal(gradeFor(700_000n), 'MINIMUM');
  assert.equal(gradeFor(1_049_999n), 'MINIMUM');
  assert.equal(gradeFor(1_050_000n), 'BUSINESS');
  assert.equal(gradeFor(1_700_000n), 'FIRST');
  assert.equal(gradeFor(2_049_999n), 'FIRST');
  assert.equal(gradeFor(2_050_000n), 'PREMIUM');
  assert.equal(gradeFor(99_000_000n), 'PREMIUM');
});

test('SPEC §3 rank mappings', () => {
  assert.deepEqual(['PREMIUM', 'FIRST', 'BUSINESS', 'MINIMUM', 'NONE'].map((g) => gradeRank(g as never)), [4, 3, 2, 1, 0]);
  assert.deepEqual(['PREMIUM', 'FIRST', 'BUSINESS', 'MINIMUM', 'NONE'].map((g) => classRank(g as never)), [3, 2, 1, 0, 0]);
  assert.equal(nextGrade('PREMIUM'), null);
});

test('expectation: remaining amount and progress toward the next grade', () => {
  const e = expectation(1_100_000n, 850_000n);
  assert.equal(e.currentGrade, 'BUSINESS');
  assert.equal(e.expectedGrade, 'MINIMUM');
  assert.equal(e.nextGrade, 'BUSINESS');
  assert.equal(e.remainPaymentAmount, 200_000n);
  assert.equal(e.progress, 81); // ceil(850000/1050000*100)
  const top = expectation(0n, 3_000_000n);
  assert.equal(top.expectedGrade, 'PREMIUM');
  assert.equal(top.nextGrade, null);
  assert.equal(top.remainPaymentAmount, 0n);
  assert.equal(top.progress, 100);
  assert.equal(percent(1n, 0n), 0);
});

test('KST months', () => {
  assert.equal(vipMonthOf(new Date('2026-06-30T15:00:00Z')), '2026-07');
  assert.equal(vipMonthOf(new Date('2026-06-30T14:59:59Z')), '2026-06');
  assert.equal(monthRange('2026-07').start.toISOString(), '2026-06-30T15:00:00.000Z');
  assert.equal(previousMonth('2026-01'), '2025-12');
  const r = monthRange('2026-02');
  assert.equal(formatRange(r.start, r.end), '2026.02.01 ~ 2026.02.28');
});
