import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkTransfer, lockOrder, TRANSFER_MAX_PER_DAY, TRANSFER_MAX_PER_TRANSFER, TRANSFER_MIN, TRANSFER_MAX_COUNT_PER_DAY } from './rules';

const ok = { senderNo: 1, receiverNo: 2, amount: TRANSFER_MIN, senderMoney: 10n ** 12n, receiverMoney: 0n, receiverLimit: 10n ** 12n, sentToday: 0n, countToday: 0 };

test('transfer checks', () => {
  assert.equal(checkTransfer(ok), null);
  assert.equal(checkTransfer({ ...ok, receiverNo: 1 }), 'ERROR_SELF_TRANSFER');
  assert.equal(checkTransfer({ ...ok, amount: TRANSFER_MIN - 1n }), 'ERROR_UNDER_MINIMUM');
  assert.equal(checkTransfer({ ...ok, amount: TRANSFER_MAX_PER_TRANSFER + 1n }), 'ERROR_OVER_TRANSFER_LIMIT');
  assert.equal(checkTransfer({ ...ok, sentToday: TRANSFER_MAX_PER_DAY }), 'ERROR_OVER_DAILY_LIMIT');
  assert.equal(checkTransfer({ ...ok, countToday: TRANSFER_MAX_COUNT_PER_DAY }), 'ERROR_OVER_DAILY_COUNT');
  assert.equal(checkTransfer({ ...ok, senderMoney: TRANSFER_MIN - 1n }), 'ERROR_NOT_ENOUGH_MONEY');
  assert.equal(checkTransfer({ ...ok, receiverMoney: 10n ** 12n }), 'ERROR_RECEIVER_OVERMONEY');
  // sender may go exactly to zero
  assert.equal(checkTransfer({ ...ok, senderMoney: TRANSFER_MIN }), null);
});

test('lock order is ascending regardless of direction', () => {
  assert.deepEqual(lockOrder(9, 3), [3, 9]);
  assert.deepEqual(lockOrder(3, 9), [3, 9]);
});
