import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryCounterStore } from './rate-limit.js';

test('a hit adds one, or several at once (the RECEIVE_ALLOW list counts its new numbers in one call); the window ends', async () => {
  const store = new MemoryCounterStore();
  assert.equal(await store.hit('k', 60_000), 1);
  assert.equal(await store.hit('k', 60_000, 3), 4);
  assert.equal(await store.count('k'), 4);
  assert.equal(await store.hit('short', 1, 5), 5);
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(await store.count('short'), 0);
  assert.equal(await store.hit('short', 60_000), 1);
});
