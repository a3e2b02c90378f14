// POST /api/vip/power-chief — takes this month's power-chief bonus (game money, one
// Idempotency-Key per user action).
import type { PowerChiefClaimResult, VipPlatform } from '@hanpan/contracts';
import { apiClient, useIdempotentAction, useMutation } from '@hanpan/platform';
import { useVipChangeDone } from '../../../common/useVipChangeDone';

export function usePowerChiefClaim() {
  const action = useIdempotentAction();
  const done = useVipChangeDone();
  return useMutation({
    mutationFn: (platform: VipPlatform) => apiClient.post<PowerChiefClaimResult>('/api/vip/power-chief', { platform }, { idempotencyKey: action.keyFor(platform) }),
    onSuccess: () => {
      action.reset();
      return done('power-chief');
    },
  });
}
