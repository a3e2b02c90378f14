// POST /api/money/members/charge — Free recharge of game money.
import type { FreeChargeResult } from '@hanpan/contracts';
import { apiClient, useMemberAction } from '@hanpan/platform';

export function useFreeCharge() {
  return useMemberAction<void, FreeChargeResult>((_, idempotencyKey) => apiClient.post('/api/money/members/charge', undefined, { idempotencyKey }), { source: 'free-charge' });
}
