import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decideBankbook, usedUpCode, type BankbookState, BANKBOOK_MESSAGES } from './rules';
import { findMainProduct } from '../membership/catalogue';

const base = (over: Partial<NonNullable<BankbookState['membership']>> = {}, money: bigint | null = 0n): BankbookState => ({
  membership: { productCode: 'PM0004', statusDescription: '이용 중', periodIndex: 2, usedInPeriod: 0, optionCodes: [], ...over },
  money,
});
const req = { useCount: 1, confirmBeginning: false };

test('every SPEC §8 code is reachable from a member state', () => {
  const seen = new Set<string>();
  const cases: [BankbookState, typeof req][] = [
    [{ membership: null, money: 0n }, req],
    [base({ statusDescription: '정기결제 처리중' }), req],
    [base({ productCode: 'PM9999' }), req],
    [base({}, null), req],
    [base({ usedInPeriod: 1 }), req],
    [base({ productCode: 'PM0005', usedInPeriod: 2 }), req],
    [base({ productCode: 'PM0007', usedInPeriod: 4 }), req],
    [base({ productCode: 'PM0006', usedInPeriod: 1 }), { useCount: 3, confirmBeginning: false }],
    [base({ periodIndex: 0 }), req],
    [base({}, 998_000_000_000n), req],
  ];
  for (const [s, r] of cases) {
    const d = decideBankbook(s, r);
    assert.equal(d.ok, false);
    if (!d.ok) seen.add(d.code);
  }
  assert.deepEqual([...seen].sort(), Object.keys(BANKBOOK_MESSAGES).sort());
});

test('ok: amount is useCount × monthly money and remaining decreases', () => {
  const d = decideBankbook(base({ productCode: 'PM0007', usedInPeriod: 1 }), { useCount: 2, confirmBeginning: false });
  assert.ok(d.ok);
  if (d.ok) {
    assert.equal(d.amount, 50_000_000_000n);
    assert.equal(d.remainingAfter, 1);
  }
});

test('a renewal or change starts at period 0 but is not a beginning bankbook', () => {
  assert.equal(decideBankbook(base({ periodIndex: 0, groupUsageCount: 1 }), req).ok, false);
  assert.equal(decideBankbook(base({ periodIndex: 0, groupUsageCount: 2 }), req).ok, true);
});
test('a membership that cost nothing (a voucher, the 7-day trial) has no change discount to lose: not asked', () => {
  assert.equal(decideBankbook(base({ periodIndex: 0, groupUsageCount: 1, paidAmount: 0n }), req).ok, true);
  const paid = decideBankbook(base({ periodIndex: 0, groupUsageCount: 1, paidAmount: 9_900n }), req);
  assert.equal(paid.ok ? null : paid.code, 'ERROR_BEGINNING_BANKBOOK');
});
test('beginning bankbook passes once confirmed', () => {
  const d = decideBankbook(base({ periodIndex: 0 }), { useCount: 1, confirmBeginning: true });
  assert.equal(d.ok, true);
});

test('limit options raise the holding limit for ERROR_OVERMONEY', () => {
  const money = 998_000_000_000n; // + 3e9 > 1e12
  assert.equal(decideBankbook(base({}, money), req).ok, false);
  assert.equal(decideBankbook(base({ optionCodes: ['PO0025'] }, money), req).ok, true);
  // exactly at the limit is allowed
  assert.equal(decideBankbook(base({}, 997_000_000_000n), req).ok, true);
});

test('used-up code by tier and pet option', () => {
  assert.equal(usedUpCode(findMainProduct('PM1004')!, []), 'ERROR_USE_ALL_BANKBOOK');
  assert.equal(usedUpCode(findMainProduct('PM0006')!, ['PO0021']), 'ERROR_SUGGESTION_UPGRADE');
  assert.equal(usedUpCode(findMainProduct('PM0007')!, ['PO0029']), 'ERROR_USE_ALL_BANKBOOK');
  assert.equal(usedUpCode(findMainProduct('PM0007')!, ['PO0025']), 'ERROR_SUGGESTION_PET_SHOP');
});
