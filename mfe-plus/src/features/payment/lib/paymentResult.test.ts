import { PAYMENT_RESULT_FRESH_MS, PAYMENT_RESULT_STORAGE_KEY, takePaymentResult } from '@hanpan/contracts/constants';
import { takePaymentOutcome } from './paymentResult';

const NOW = 1_800_000_000_000;
function storageWith(value: unknown) {
  const items = new Map<string, string>(value === undefined ? [] : [[PAYMENT_RESULT_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value)]]);
  return { getItem: (k: string) => items.get(k) ?? null, removeItem: (k: string) => void items.delete(k), items };
}

it('says what the sandbox left just now, once', () => {
  const storage = storageWith({ status: 'COMPLETED', kind: 'membership-registration', orderNo: 'O1', at: NOW - 1000 });
  expect(takePaymentOutcome(storage, NOW)).toBe('COMPLETED');
  expect(storage.items.size).toBe(0);
  expect(takePaymentOutcome(storage, NOW)).toBeNull();
  expect(takePaymentOutcome(storageWith({ status: 'CANCELLED', at: NOW }), NOW)).toBe('CANCELLED');
});

it('the shared reader gives the kind and order number too (the shop says what was charged)', () => {
  expect(takePaymentResult(storageWith({ status: 'COMPLETED', kind: 'charge', orderNo: 'O9', at: NOW }), NOW)).toEqual({ status: 'COMPLETED', kind: 'charge', orderNo: 'O9' });
  expect(takePaymentResult(storageWith({ status: 'COMPLETED', kind: 7, at: NOW }), NOW)).toEqual({ status: 'COMPLETED', kind: '', orderNo: '' });
});

it('an old, odd or missing entry says nothing', () => {
  expect(takePaymentOutcome(storageWith({ status: 'COMPLETED', at: NOW - PAYMENT_RESULT_FRESH_MS - 1 }), NOW)).toBeNull();
  expect(takePaymentOutcome(storageWith({ status: 'PENDING', at: NOW }), NOW)).toBeNull();
  expect(takePaymentOutcome(storageWith({ status: 'COMPLETED' }), NOW)).toBeNull();
  expect(takePaymentOutcome(storageWith('{not json'), NOW)).toBeNull();
  expect(takePaymentOutcome(storageWith(undefined), NOW)).toBeNull();
  expect(takePaymentOutcome(null, NOW)).toBeNull();
  const refusing = { getItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
  expect(takePaymentOutcome(refusing, NOW)).toBeNull();
});
