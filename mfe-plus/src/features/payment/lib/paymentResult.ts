// What the payment sandbox left for this window: whether the payment it just came back from went
// through or was cancelled (the shared reader: once, and only when fresh). The result page keeps
// what it said, so a reload of it, or Back to it, says the same and not '결제 창을 닫았습니다'.
import { takePaymentResult } from '@hanpan/contracts/constants';
import { thisPageLoad, type PageLoad } from '@hanpan/platform';

export type PaymentOutcome = 'COMPLETED' | 'CANCELLED';

const SHOWN_KEY = 'hanpan:payment-outcome-shown';

type OutcomeStorage = Parameters<typeof takePaymentResult>[0] & { setItem(key: string, value: string): void };

const isOutcome = (v: unknown): v is PaymentOutcome => v === 'COMPLETED' || v === 'CANCELLED';

/**
 * The outcome this result page tells: the sandbox's, fresh; else the one it told before when the
 * player came back to it (Back within the popup, or this document reloaded or reached by
 * Back/Forward); else none (the page was opened otherwise).
 */
export function paymentOutcomeOfThisPage(storage: OutcomeStorage | null, load: PageLoad = thisPageLoad(), now = Date.now()): PaymentOutcome | null {
  const fresh = takePaymentResult(storage, now)?.status ?? null;
  try {
    if (fresh) {
      storage?.setItem(SHOWN_KEY, JSON.stringify({ outcome: fresh, origin: load.origin }));
      return fresh;
    }
    const shown: unknown = JSON.parse(storage?.getItem(SHOWN_KEY) ?? 'null');
    const { outcome, origin } = (typeof shown === 'object' && shown !== null ? shown : {}) as Record<string, unknown>;
    if (isOutcome(outcome) && (origin === load.origin || load.type === 'reload' || load.type === 'back_forward')) return outcome;
    storage?.removeItem(SHOWN_KEY);
  } catch {
    // storage that refuses (private mode), or an odd entry: say nothing rather than guess
  }
  return null;
}
