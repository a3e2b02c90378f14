// POST /api/vip/benefits/{type} — Receives a VIP benefit (platform default PC).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { VipBenefitClaimResultSchema, VipBenefitType } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useIdempotentAction } from './useIdempotentAction';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipBenefitClaim() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: { type: VipBenefitType; platform?: 'PC' | 'MOBILE' }) => apiClient.post<Static<typeof VipBenefitClaimResultSchema>>(`/api/vip/benefits/${encodeURIComponent(v.type)}`, { platform: v.platform ?? 'PC' }, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: queryKeys.member(memberNo) });
    },
  });
}
