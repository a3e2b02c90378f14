// What the payment sandbox left for this window (PAYMENT_RESULT_STORAGE_KEY): whether the payment it
// just came back from went through or was cancelled. Read once (then forgotten), and only when
// fresh: an old entry is not this payment's.
import { PAYMENT_RESULT_STORAGE_KEY } from '@hanpan/contracts/constants';

export type PaymentOutcome = 'COMPLETED' | 'CANCELLED';

/** How long after the sandbox page the entry still speaks of this payment. */
export const PAYMENT_RESULT_FRESH_MS = 5 * 60_000;

export function takePaymentOutcome(storage: Pick<Storage, 'getItem' | 'removeItem'> | null, now = Date.now()): PaymentOutcome | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(PAYMENT_RESULT_STORAGE_KEY) ?? null;
    storage?.removeItem(PAYMENT_RESULT_STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): say nothing rather than guess
  }
  if (!raw) return null;
  try {
    const entry: unknown = JSON.parse(raw);
    if (typeof entry !== 'object' || entry === null) return null;
    const { status, at } = entry as { status?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > PAYMENT_RESULT_FRESH_MS || at > now + 60_000) return null;
    return status === 'COMPLETED' || status === 'CANCELLED' ? status : null;
  } catch {
    return null;
  }
}
