// GET /api/vip/grades/achievable-grade — the highest grade reachable within this month's purchase limit.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipAchievableGradeQuery } from '../api/gradeQueries';

export function useVipAchievableGrade(category: 'PAYMENT' | 'ALL' = 'PAYMENT') {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...vipAchievableGradeQuery(memberNo, category),
    enabled: memberNo !== null,
  });
}
