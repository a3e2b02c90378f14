import { PAYMENT_RESULT_FRESH_MS, PAYMENT_RESULT_STORAGE_KEY, takePaymentResult } from '@hanpan/contracts/constants';
import { paymentOutcomeOfThisPage } from './paymentResult';

/** The result page opened anew: each call a document of its own. */
let documents = 0;
const takePaymentOutcome = (storage: Parameters<typeof paymentOutcomeOfThisPage>[0], now: number) => paymentOutcomeOfThisPage(storage, { type: 'navigate', origin: ++documents }, now);

const NOW = 1_800_000_000_000;
function storageWith(value: unknown) {
  const items = new Map<string, string>(value === undefined ? [] : [[PAYMENT_RESULT_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value)]]);
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
}

it('says what the sandbox left just now, once', () => {
  const storage = storageWith({ status: 'COMPLETED', kind: 'membership-registration', orderNo: 'O1', at: NOW - 1000 });
  expect(takePaymentOutcome(storage, NOW)).toBe('COMPLETED');
  expect(storage.items.has(PAYMENT_RESULT_STORAGE_KEY)).toBe(false);
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
  const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined, removeItem: () => undefined };
  expect(takePaymentOutcome(refusing, NOW)).toBeNull();
});

it('Back to the result page, or a reload of it, says again what it said; a new visit does not', () => {
  const storage = storageWith({ status: 'COMPLETED', kind: 'membership-change', orderNo: 'O1', at: NOW - 1000 });
  const first = { type: 'navigate', origin: NOW };
  expect(paymentOutcomeOfThisPage(storage, first, NOW)).toBe('COMPLETED');
  // 나의 플러스로 이동, then Back: the same document
  expect(paymentOutcomeOfThisPage(storage, first, NOW + 30_000)).toBe('COMPLETED');
  expect(paymentOutcomeOfThisPage(storage, { type: 'reload', origin: NOW + 60_000 }, NOW + 60_000)).toBe('COMPLETED');
  expect(paymentOutcomeOfThisPage(storage, { type: 'back_forward', origin: NOW + 90_000 }, NOW + 90_000)).toBe('COMPLETED');
  // the page opened anew (a link, the address typed): nothing from the sandbox, and the old words are forgotten
  expect(paymentOutcomeOfThisPage(storage, { type: 'navigate', origin: NOW + 120_000 }, NOW + 120_000)).toBeNull();
  expect(paymentOutcomeOfThisPage(storage, { type: 'reload', origin: NOW + 130_000 }, NOW + 130_000)).toBeNull();
  // a later payment's own result wins over what the page said before
  storage.items.set(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify({ status: 'CANCELLED', at: NOW + 200_000 }));
  expect(paymentOutcomeOfThisPage(storage, { type: 'reload', origin: NOW + 200_000 }, NOW + 200_000)).toBe('CANCELLED');
  expect(paymentOutcomeOfThisPage(storage, { type: 'reload', origin: NOW + 210_000 }, NOW + 210_000)).toBe('CANCELLED');
});
