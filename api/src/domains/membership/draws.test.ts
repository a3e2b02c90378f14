import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LUCKY_FLIP_TABLE, DEALER_DISCOUNT_TABLE, TABLE_TOTAL, pick, draw, tableTotal, probabilityPercent } from './draws';

test('published tables sum to 100%', () => {
  assert.equal(tableTotal(LUCKY_FLIP_TABLE), TABLE_TOTAL);
  assert.equal(tableTotal(DEALER_DISCOUNT_TABLE), TABLE_TOTAL);
});

test('pick maps cumulative ranges', () => {
  assert.equal(pick(LUCKY_FLIP_TABLE, 0).value, 100_000_000n);
  assert.equal(pick(LUCKY_FLIP_TABLE, 3_999).value, 100_000_000n);
  assert.equal(pick(LUCKY_FLIP_TABLE, 4_000).value, 300_000_000n);
  assert.equal(pick(LUCKY_FLIP_TABLE, 9_999).value, 10_000_000_000n);
  assert.throws(() => pick(LUCKY_FLIP_TABLE, 10_000));
});

test('draw uses the rng bound of the table total and the crypto rng by default', () => {
  let bound = 0;
  const r = draw(DEALER_DISCOUNT_TABLE, (max) => { bound = max; return max - 1; });
  assert.equal(bound, TABLE_TOTAL);
  assert.equal(r.entry.value, 100);
  const counts = new Map<number, number>();
  for (let i = 0; i < 4000; i++) {
    const v = draw(DEALER_DISCOUNT_TABLE).entry.value;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  // 50% bucket should land near 2000 of 4000 draws
  const tens = counts.get(10) ?? 0;
  assert.ok(tens > 1700 && tens < 2300, `10% bucket ${tens}`);
  assert.equal(probabilityPercent(400), '4.00');
});
