// What every shop page does while open: a payment finished in the sandbox popup refreshes the
// member's data without a reload (and says so); the restrict layer opens by itself when little of
// the monthly limit is left (30-day 'do not show again'); on a phone, the add-to-home layer
// (3-day 'do not show again').
import { useEffect } from 'react';
import { isUseOrderKind, type PaymentResultMessage } from '@hanpan/contracts/constants';
import { hanpanStore, isMobileUserAgent, useHanpanStore, usePaymentResultRefresh } from '@hanpan/platform';
import { useRestriction } from '../../restriction/hooks/useRestriction';

/** Share of the monthly limit left below which the restrict layer opens by itself. */
export const RESTRICT_LAYER_THRESHOLD_PERCENT = 20n;

// Opened by the page at most once per page load (moving between shop pages does not repeat it).
const autoOpened = new Set<string>();
function openOnce(key: string, dismissKey: string) {
  if (autoOpened.has(`${key}:${dismissKey}`)) return;
  autoOpened.add(`${key}:${dismissKey}`);
  void hanpanStore.getState().openLayer(key, {}, { auto: true, dismissKey });
}

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

export function useShopPageEffects() {
  usePaymentResultRefresh((result) => {
    const tooltip = completedTooltip(result);
    if (tooltip) hanpanStore.getState().showTooltip(tooltip);
  });
  const memberNo = useHanpanStore((s) => s.member.memberNo);
  const installed = useHanpanStore((s) => s.shortcutApp.installed);
  const { data } = useRestriction();
  const remaining = data ? BigInt(data.limit.remainingMonth) : null;
  const monthLimit = data ? BigInt(data.limit.monthLimit) : null;
  const low = remaining !== null && monthLimit !== null && monthLimit > 0n && remaining * 100n < monthLimit * RESTRICT_LAYER_THRESHOLD_PERCENT;
  useEffect(() => {
    if (low && memberNo) openOnce('restrict', memberNo);
  }, [low, memberNo]);
  useEffect(() => {
    if (!installed && isMobileUserAgent()) openOnce('shop-add-to-home', memberNo ?? 'guest');
  }, [installed, memberNo]);
}
