// GET /api/vip/benefits — VIP benefits (current/last VIP user, saved coin, received).
import { useQuery } from '@tanstack/react-query';
import type { VipBenefit } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipBenefits() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.vipBenefits(memberNo),
    queryFn: () => apiClient.get<VipBenefit>('/api/vip/benefits'),
    enabled: memberNo !== null,
  });
}
