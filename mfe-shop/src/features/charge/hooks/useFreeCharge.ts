// POST /api/money/members/charge — Free recharge of game money.
import type { FreeChargeResult } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useFreeCharge() {
  return useMemberAction<void, FreeChargeResult>((_, idempotencyKey) => apiClient.post('/api/money/members/charge', undefined, { idempotencyKey }), { source: 'free-charge' });
}
