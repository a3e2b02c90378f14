// A payment (or use) finished in the sandbox: the page says what happened — after the sandbox popup
// (the member's data refreshed without a reload), and after the sandbox page replaced this one and
// came back (a phone's hancoin charge, a blocked popup): it left its result in sessionStorage.
// The PC shop pages and the mobile catalogue alike.
import { useEffect } from 'react';
import { isUseOrderKind, paymentNotes, takePaymentResult, type PaymentResultMessage } from '@hanpan/contracts/constants';
import { hanpanStore, usePaymentResultRefresh } from '@hanpan/platform';

/**
 * What the page says when a sandbox order it opened completed: a use of something held (an order
 * kind of USE_ORDER_KINDS) pays nothing, so it must not say 결제; a gold item adds weekly gold, not
 * money; a charge adds hancoin. What was won stays in the use window; a payment's `notes` (a
 * collection book it completed, its reward, the mileage it earned) follow, as its popup closes at once.
 */
export function completedTooltip(result: PaymentResultMessage): string | null {
  if (result.status !== 'COMPLETED') return null;
  if (result.kind === 'charge') return ['한코인 충전이 완료되었습니다. 보유 한코인에 반영했습니다.', ...paymentNotes(result.notes)].join(' ');
  if (!isUseOrderKind(result.kind)) return ['결제가 완료되었습니다. 보관함과 보유 머니에 반영했습니다.', ...paymentNotes(result.notes)].join(' ');
  return `아이템을 사용했습니다. 보관함과 ${result.kind === 'use-membership-item' ? '주간 골드' : '보유 머니'}에 반영했습니다.`;
}

/**
 * How long the result stays: two sentences (three lines on a phone), and the only word the player
 * gets where the page shows no balance (the mobile shop) — the default 1.5 s was gone before it was read.
 */
export const PAYMENT_RESULT_TOOLTIP_MS = 5000;

// several catalogues of one page each listen: the store keeps one tooltip, so it shows once
function sayCompleted(result: PaymentResultMessage | null) {
  const tooltip = result && completedTooltip(result);
  if (tooltip) hanpanStore.getState().showTooltip(tooltip, PAYMENT_RESULT_TOOLTIP_MS);
}

export function usePaymentCompletedTooltip(): void {
  usePaymentResultRefresh(sayCompleted);
  // read once per page load: the first listener takes the entry
  useEffect(() => sayCompleted(takePaymentResult(typeof sessionStorage === 'undefined' ? null : sessionStorage)), []);
}
