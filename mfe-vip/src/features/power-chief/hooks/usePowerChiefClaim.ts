// POST /api/vip/power-chief — takes this month's power-chief bonus (game money, one
// Idempotency-Key per user action).
import type { PowerChiefClaimResult, VipPlatform } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function usePowerChiefClaim() {
  return useMemberAction<VipPlatform, PowerChiefClaimResult>((platform, idempotencyKey) => apiClient.post('/api/vip/power-chief', { platform }, { idempotencyKey }), { source: 'vip-power-chief' });
}
