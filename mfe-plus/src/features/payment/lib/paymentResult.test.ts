import { PAYMENT_RESULT_STORAGE_KEY } from '@hanpan/contracts/constants';
import { PAYMENT_RESULT_FRESH_MS, takePaymentOutcome } from './paymentResult';

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
