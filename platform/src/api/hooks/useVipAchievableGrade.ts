// GET /api/vip/grades/achievable-grade — Maximum achievable VIP grade.
import { useQuery } from '@tanstack/react-query';
import type { AchievableGrade } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipAchievableGrade(category?: 'PAYMENT' | 'ALL') {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.vipAchievableGrade(memberNo, category),
    queryFn: () => apiClient.get<AchievableGrade>('/api/vip/grades/achievable-grade', { params: { category } }),
    enabled: memberNo !== null,
  });
}
