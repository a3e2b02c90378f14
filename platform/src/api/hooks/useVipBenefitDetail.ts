// GET /api/vip/benefits/{type} — One VIP benefit (coupon, grade-up, hancoin).
import { useQuery } from '@tanstack/react-query';
import type { VipBenefitDetail, VipBenefitType } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipBenefitDetail(type: VipBenefitType) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.vipBenefitDetail(memberNo, type),
    queryFn: () => apiClient.get<VipBenefitDetail>(`/api/vip/benefits/${encodeURIComponent(type)}`),
    enabled: memberNo !== null,
  });
}
