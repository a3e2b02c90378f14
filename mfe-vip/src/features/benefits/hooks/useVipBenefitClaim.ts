// POST /api/vip/benefits/{type} — claims a monthly benefit with platform PC or MOBILE. One
// Idempotency-Key per user action: a retry of the same claim reuses it, the next claim gets a new one.
import type { VipBenefitClaimResult, VipBenefitType, VipPlatform } from '@hanpan/contracts';
import { apiClient, useIdempotentAction, useMutation } from '@hanpan/platform';
import { useVipChangeDone } from '../../../common/useVipChangeDone';

export interface VipBenefitClaimVars {
  type: VipBenefitType;
  platform: VipPlatform;
}

export function useVipBenefitClaim() {
  const action = useIdempotentAction();
  const done = useVipChangeDone();
  return useMutation({
    mutationFn: (v: VipBenefitClaimVars) =>
      apiClient.post<VipBenefitClaimResult>(`/api/vip/benefits/${encodeURIComponent(v.type)}`, { platform: v.platform }, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return done('benefit');
    },
    // a refusal (already received in another window…) changes what the page should show
    onError: () => done('benefit'),
  });
}
