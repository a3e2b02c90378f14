import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decidePetReward, dress, undress, petRewardMoneyPerUse } from './rules';

const s = { mainStatus: '이용 중', petOptionCode: 'PO0023', usedInPeriod: 0, money: 0n, limit: 10n ** 12n, dressed: [] as string[] };

test('pet reward codes', () => {
  assert.deepEqual(decidePetReward({ ...s, mainStatus: null }, 1), { ok: false, code: 'ERROR_NOT_MEMBERSHIP' });
  assert.deepEqual(decidePetReward({ ...s, mainStatus: '정기결제 처리중' }, 1), { ok: false, code: 'ERROR_PAYMENT_IN_PROGRESS' });
  // the main's month ended and its regular payment may still renew it: in progress, as the bankbook says
  assert.deepEqual(decidePetReward({ ...s, mainStatus: null, renewing: true }, 1), { ok: false, code: 'ERROR_PAYMENT_IN_PROGRESS' });
  assert.deepEqual(decidePetReward({ ...s, petOptionCode: null }, 1), { ok: false, code: 'ERROR_INIT_FAIL' });
  assert.deepEqual(decidePetReward({ ...s, usedInPeriod: 2 }, 1), { ok: false, code: 'ERROR_USE_ALL_PET_SHOP' });
  assert.deepEqual(decidePetReward({ ...s, usedInPeriod: 1 }, 2), { ok: false, code: 'ERROR_USE_PET_SHOP' });
  assert.deepEqual(decidePetReward({ ...s, money: 10n ** 12n - 1n }, 1), { ok: false, code: 'ERROR_OVERMONEY' });
  assert.deepEqual(decidePetReward(s, 2), { ok: true, amount: 2_000_000_000n, remainingAfter: 0 });
});

test('dressing raises the reward', () => {
  const d1 = dress([], 'PET_CAPE');
  assert.deepEqual(d1, ['PET_CAPE']);
  assert.equal(dress(['PET_CAPE'], 'PET_CAPE'), 'ERROR_ALREADY_DRESSED');
  assert.equal(dress(['PET_CAPE', 'PET_HAT'], 'PET_CROWN'), 'ERROR_TOO_MANY_DRESSED');
  assert.equal(dress([], 'NOPE'), 'ERROR_UNKNOWN_PET_ITEM');
  assert.equal(undress([], 'PET_HAT'), 'ERROR_NOT_DRESSED');
  assert.deepEqual(undress(['PET_HAT', 'PET_CAPE'], 'PET_HAT'), ['PET_CAPE']);
  assert.equal(petRewardMoneyPerUse('PO0021', ['PET_CAPE', 'PET_HAT']), 650_000_000n);
});
