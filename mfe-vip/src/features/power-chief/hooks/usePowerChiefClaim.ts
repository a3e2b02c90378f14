// POST /api/vip/power-chief — takes this month's power-chief bonus (game money, one
// Idempotency-Key per user action).
import type { PowerChiefClaimResult, VipPlatform } from '@hanpan/contracts';
import { apiClient, useMemberAction } from '@hanpan/platform';

export function usePowerChiefClaim() {
  return useMemberAction<VipPlatform, PowerChiefClaimResult>((platform, idempotencyKey) => apiClient.post('/api/vip/power-chief', { platform }, { idempotencyKey }), { source: 'vip-power-chief' });
}
