// POST /api/coupons/{id}/use — turns on a game coupon, or uses a VIP 등급 상향권 (the member's data,
// the coupon box with it, is read again after).
import type { CouponUseResult } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useCouponUse() {
  return useMemberAction<number, CouponUseResult>((id, idempotencyKey) => apiClient.post(`/api/coupons/${id}/use`, undefined, { idempotencyKey }), { source: 'coupon-use' });
}
