import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mileageBalance, checkExchange, consumeFifo, expiryOf } from './rules';

const now = new Date('2026-06-01T00:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const grants = [
  { id: 1, remaining: 500n, expiresAt: days(10) },
  { id: 2, remaining: 2_000n, expiresAt: days(200) },
  { id: 3, remaining: 700n, expiresAt: days(-1) },
  { id: 4, remaining: 300n, expiresAt: days(30) },
];

test('balance excludes expired and counts soon-to-expire within 30 days', () => {
  assert.deepEqual(mileageBalance(grants, now), { current: 2_800n, soonToExpire: 800n });
  assert.equal(expiryOf(now).toISOString(), '2027-06-01T00:00:00.000Z');
});

test('exchange refusals', () => {
  assert.equal(checkExchange(1_500n, 2_800n, 2_800n), 'INVALID_UNIT');
  assert.equal(checkExchange(0n, 2_800n, 2_800n), 'INVALID_UNIT');
  assert.equal(checkExchange(-1_000n, 2_800n, 2_800n), 'INVALID_UNIT');
  assert.equal(checkExchange(1_000n, 2_700n, 2_800n), 'STALE_VIEW');
  assert.equal(checkExchange(3_000n, 2_800n, 2_800n), 'INSUFFICIENT');
  assert.equal(checkExchange(2_000n, 2_800n, 2_800n), null);
});

test('consumption takes the earliest-expiring grants first', () => {
  assert.deepEqual(consumeFifo(grants, 1_000n, now), [
    { id: 1, take: 500n },
    { id: 4, take: 300n },
    { id: 2, take: 200n },
  ]);
  assert.throws(() => consumeFifo(grants, 3_000n, now));
});
