// Payment-sandbox results for the page that opened the payment popup. The sandbox's result page
// calls window[PAYMENT_RESULT_HANDLER](result) on its opener; a page that listens refreshes its data
// (invalidating the member's query keys) instead of being reloaded. Without a listener the
// sandbox reloads the opener, as before.
import { PAYMENT_RESULT_HANDLER, type PaymentResultMessage } from '@hanpan/contracts/constants';

export type PaymentResultListener = (result: PaymentResultMessage) => void;

const listeners = new Set<PaymentResultListener>();

function isResult(value: unknown): value is PaymentResultMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.status === 'COMPLETED' || v.status === 'CANCELLED') && typeof v.kind === 'string' && typeof v.orderNo === 'string';
}

type HandlerWindow = Window & { [PAYMENT_RESULT_HANDLER]?: (result: unknown) => boolean };

/** Listens while mounted; returns the unsubscribe. The handler exists only while someone listens. */
export function subscribePaymentResults(listener: PaymentResultListener): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const w = window as HandlerWindow;
  listeners.add(listener);
  w[PAYMENT_RESULT_HANDLER] = (result: unknown) => {
    if (!isResult(result)) return false;
    for (const l of [...listeners]) {
      try {
        l(result);
      } catch (e) {
        console.warn('[payment] 결제 결과 처리 중 오류', e);
      }
    }
    return true;
  };
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) delete w[PAYMENT_RESULT_HANDLER];
  };
}
