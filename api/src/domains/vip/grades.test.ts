import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  addMonths, classRank, countingMonths, countingRange, expectation, formatRange, gradeFor, gradeRank, marksAllowed, monthRange, nextGrade, percent,
  plusSavedCoinFor, previousMonth, savedCoinFor, VIP_ADDITIONAL_MILEAGE_PER_MILLE, vipMonthOf,
} from './grades';
import { VIP_GRADE_TABLE, VIP_JOIN_CONDITION, vipWonText } from '@hanpan/contracts';
import { VIP_ADDITIONAL_RATE_PER_MILLE } from '../mileage/service';

test('SPEC §6 thresholds', () => {
  assert.equal(gradeFor(0n), 'NONE');
  assert.equal(gradeFor(699_999n), 'NONE');
  assert.equal(gradeFor(700_000n), 'MINIMUM');
  assert.equal(gradeFor(1_049_999n), 'MINIMUM');
  assert.equal(gradeFor(1_050_000n), 'BUSINESS');
  assert.equal(gradeFor(1_699_999n), 'BUSINESS');
  assert.equal(gradeFor(1_700_000n), 'FIRST');
  assert.equal(gradeFor(2_049_999n), 'FIRST');
  assert.equal(gradeFor(2_050_000n), 'PREMIUM');
  assert.equal(gradeFor(99_000_000n), 'PREMIUM');
});

test('the way to become VIP is worded from the minimum grade\'s threshold (every page says it the same)', () => {
  assert.equal(VIP_JOIN_CONDITION, '최근 3개월 결제 금액이 700,000원 이상이면 다음 달 1일부터');
  assert.deepEqual(VIP_GRADE_TABLE.map((g) => vipWonText(g.threshold)), ['0원', '700,000원', '1,050,000원', '1,700,000원', '2,050,000원']);
});

test('SPEC §3 rank mappings', () => {
  assert.deepEqual(['PREMIUM', 'FIRST', 'BUSINESS', 'MINIMUM', 'NONE'].map((g) => gradeRank(g as never)), [4, 3, 2, 1, 0]);
  assert.deepEqual(['PREMIUM', 'FIRST', 'BUSINESS', 'MINIMUM', 'NONE'].map((g) => classRank(g as never)), [3, 2, 1, 0, 0]);
  assert.equal(nextGrade('NONE'), 'MINIMUM');
  assert.equal(nextGrade('PREMIUM'), null);
});

test('expectation: next grade target, or the top grade when extended', () => {
  const e = expectation(1_300_000n, false);
  assert.equal(e.expectedGrade, 'BUSINESS');
  assert.equal(e.nextGrade, 'FIRST');
  assert.equal(e.targetGrade, 'FIRST');
  assert.equal(e.remainPaymentAmount, 400_000n);
  assert.equal(e.progress, 77); // ceil(1300000/1700000*100) = ceil(76.47)
  const ext = expectation(1_300_000n, true);
  assert.equal(ext.targetGrade, 'PREMIUM');
  assert.equal(ext.targetAmount, 2_050_000n);
  assert.equal(ext.remainPaymentAmount, 750_000n);
  assert.equal(ext.progress, 64); // ceil(63.41)
  const none = expectation(0n, false);
  assert.equal(none.targetGrade, 'MINIMUM');
  assert.equal(none.remainPaymentAmount, 700_000n);
  assert.equal(none.progress, 0);
  const top = expectation(3_000_000n, false);
  assert.equal(top.expectedGrade, 'PREMIUM');
  assert.equal(top.nextGrade, null);
  assert.equal(top.targetGrade, 'PREMIUM');
  assert.equal(top.remainPaymentAmount, 0n);
  assert.equal(top.progress, 100);
  assert.equal(percent(1n, 0n), 0);
  assert.equal(percent(1n, 3n), 34);
});

test('saved coin: 1% basic plus 0.5%p per grade rank, none for general members', () => {
  assert.deepEqual(savedCoinFor('NONE', 600_000n), { basic: 0n, bonus: 0n });
  assert.deepEqual(savedCoinFor('MINIMUM', 1_000_000n), { basic: 10_000n, bonus: 5_000n });
  // Plus's VIP extra points: W-Plus and above, VIP members only, 0.5% rounded down
  assert.deepEqual(['V', 'W', 'X', 'Z', null].map((tier) => plusSavedCoinFor('MINIMUM', 1_000_999n, tier)), [0n, 5_004n, 5_004n, 5_004n, 0n]);
  assert.equal(plusSavedCoinFor('NONE', 1_000_000n, 'Z'), 0n);
  assert.deepEqual(savedCoinFor('PREMIUM', 2_200_000n), { basic: 22_000n, bonus: 44_000n });
  assert.deepEqual(savedCoinFor('BUSINESS', 1_050_099n), { basic: 10_500n, bonus: 10_500n }); // rounded down
});

test('marks: own grade and below', () => {
  assert.deepEqual(marksAllowed('NONE'), []);
  assert.deepEqual(marksAllowed('MINIMUM'), ['VIP_MINIMUM']);
  assert.deepEqual(marksAllowed('FIRST'), ['VIP_MINIMUM', 'VIP_BUSINESS', 'VIP_FIRST']);
});

test('the VIP mileage rate shown to members is the one the mileage domain applies', () => {
  assert.equal(VIP_ADDITIONAL_MILEAGE_PER_MILLE, VIP_ADDITIONAL_RATE_PER_MILLE);
});

test('KST months and the three-month counting period', () => {
  assert.equal(vipMonthOf(new Date('2026-06-30T15:00:00Z')), '2026-07');
  assert.equal(vipMonthOf(new Date('2026-06-30T14:59:59Z')), '2026-06');
  assert.equal(monthRange('2026-07').start.toISOString(), '2026-06-30T15:00:00.000Z');
  assert.equal(previousMonth('2026-01'), '2025-12');
  assert.equal(addMonths('2026-02', -3), '2025-11');
  assert.equal(addMonths('2025-12', 1), '2026-01');
  assert.deepEqual(countingMonths('2026-02'), ['2025-11', '2025-12', '2026-01']);
  const c = countingRange('2026-02');
  assert.equal(formatRange(c.start, c.end), '2025.11.01 ~ 2026.01.31');
  const r = monthRange('2026-02');
  assert.equal(formatRange(r.start, r.end), '2026.02.01 ~ 2026.02.28');
});
