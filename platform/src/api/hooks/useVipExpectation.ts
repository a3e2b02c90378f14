// GET /api/vip/grades/expectation — Expected VIP grade.
import { useQuery } from '@tanstack/react-query';
import type { VipExpectation } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipExpectation(isExtendedTarget?: boolean) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.vipExpectation(memberNo, isExtendedTarget),
    queryFn: () => apiClient.get<VipExpectation>('/api/vip/grades/expectation', { params: { isExtendedTarget } }),
    enabled: memberNo !== null,
  });
}
