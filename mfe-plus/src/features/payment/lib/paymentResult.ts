// What the payment sandbox left for this window: whether the payment it just came back from went
// through or was cancelled (the shared reader: once, and only when fresh).
import { takePaymentResult } from '@hanpan/contracts/constants';

export type PaymentOutcome = 'COMPLETED' | 'CANCELLED';

export function takePaymentOutcome(storage: Parameters<typeof takePaymentResult>[0], now = Date.now()): PaymentOutcome | null {
  return takePaymentResult(storage, now)?.status ?? null;
}
