// What the purchase limits still allow before the month ends (the VIP reachable grade reads it).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { spendableUntilMonthEnd } from './limits.js';
import { koreaTime } from './time.js';

const state = (remainingMonth: bigint, dayLimit: bigint | null, remainingDay: bigint | null) => ({ remainingMonth, dayLimit, remainingDay });

test('without a day limit, the month remainder', () => {
  assert.equal(spendableUntilMonthEnd(state(500_000n, null, null), koreaTime(2026, 11, 30, 18)), 500_000n);
});

test('on the last Korean day of the month, only what today still allows', () => {
  // 2026-11-30 23:59 KST is 14:59 UTC: still November in Korea
  assert.equal(spendableUntilMonthEnd(state(500_000n, 300_000n, 300_000n), koreaTime(2026, 11, 30, 23, 59)), 300_000n);
  assert.equal(spendableUntilMonthEnd(state(500_000n, 300_000n, 120_000n), koreaTime(2026, 11, 30, 9)), 120_000n);
});

test('with days left, today plus a full day limit for each, capped by the month', () => {
  assert.equal(spendableUntilMonthEnd(state(500_000n, 300_000n, 0n), koreaTime(2026, 11, 29, 12)), 300_000n);
  assert.equal(spendableUntilMonthEnd(state(500_000n, 300_000n, 100_000n), koreaTime(2026, 11, 29, 12)), 400_000n);
  assert.equal(spendableUntilMonthEnd(state(500_000n, 300_000n, 300_000n), koreaTime(2026, 11, 10)), 500_000n);
  // February of a common year: the 27th has one day after it
  assert.equal(spendableUntilMonthEnd(state(1_000_000n, 50_000n, 50_000n), koreaTime(2027, 2, 27, 8)), 100_000n);
});
