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
});

test('a grant is used for 365 Korean days counting its own and expires at the midnight (KST) that ends the last, never at the minute it was earned', () => {
  // earned 1 June 2026 09:00 KST → usable through 31 May 2027 → gone at 1 June 2027 00:00 KST
  assert.equal(expiryOf(now).toISOString(), '2027-05-31T15:00:00.000Z');
  // late in the same Korean day (23:30 KST = 14:30 UTC): the same moment
  assert.equal(expiryOf(new Date('2026-06-01T14:30:00Z')).toISOString(), '2027-05-31T15:00:00.000Z');
  // just after midnight KST (1 June 00:10 KST = 31 May 15:10 UTC) is 1 June's too
  assert.equal(expiryOf(new Date('2026-05-31T15:10:00Z')).toISOString(), '2027-05-31T15:00:00.000Z');
  // a span over 29 Feb: still 365 days (1 Mar 2027 → gone at 29 Feb 2028 00:00 KST)
  assert.equal(expiryOf(new Date('2027-03-01T03:00:00Z')).toISOString(), '2028-02-28T15:00:00.000Z');
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
