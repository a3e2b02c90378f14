// POST /api/money/members/charge — Free recharge of game money; with a couponId, the 무료 충전 1회 추가
// coupon's one more after today's.
import type { FreeChargeRequest, FreeChargeResult } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useFreeCharge() {
  return useMemberAction<FreeChargeRequest | void, FreeChargeResult>(
    (request, idempotencyKey) => apiClient.post('/api/money/members/charge', request || undefined, { idempotencyKey }),
    { source: 'free-charge' },
  );
}
