// A payment (or use) finished in the sandbox popup: the member's data is refreshed without a reload
// and the page says what happened — the PC shop pages and the mobile catalogue alike.
import { isUseOrderKind, type PaymentResultMessage } from '@hanpan/contracts/constants';
import { hanpanStore, usePaymentResultRefresh } from '@hanpan/platform';

/**
 * What the page says when a sandbox order it opened completed: a use of something held (an order
 * kind of USE_ORDER_KINDS) pays nothing, so it must not say 결제; a gold item adds weekly gold, not
 * money. The message carries no result lines (what was won stays in the use window).
 */
export function completedTooltip(result: PaymentResultMessage): string | null {
  if (result.status !== 'COMPLETED') return null;
  if (!isUseOrderKind(result.kind)) return '결제가 완료되었습니다. 보관함과 보유 머니에 반영했습니다.';
  return `아이템을 사용했습니다. 보관함과 ${result.kind === 'use-membership-item' ? '주간 골드' : '보유 머니'}에 반영했습니다.`;
}

export function usePaymentCompletedTooltip(): void {
  usePaymentResultRefresh((result) => {
    const tooltip = completedTooltip(result);
    // several catalogues of one page each listen: the store keeps one tooltip, so it shows once
    if (tooltip) hanpanStore.getState().showTooltip(tooltip);
  });
}
