// POST /api/vip/benefits/{type} — claims a monthly benefit with platform PC or MOBILE. One
// Idempotency-Key per user action: a retry of the same claim reuses it, the next claim gets a new one.
import type { VipBenefitClaimResult, VipBenefitType, VipPlatform } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export interface VipBenefitClaimVars {
  type: VipBenefitType;
  platform: VipPlatform;
}

export function useVipBenefitClaim() {
  return useMemberAction<VipBenefitClaimVars, VipBenefitClaimResult>(
    (v, idempotencyKey) => apiClient.post(`/api/vip/benefits/${encodeURIComponent(v.type)}`, { platform: v.platform }, { idempotencyKey }),
    // a refusal (already received in another window…) changes what the page should show
    { source: 'vip-benefit' },
  );
}
