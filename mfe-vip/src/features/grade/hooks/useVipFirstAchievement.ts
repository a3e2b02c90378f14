// GET /api/vip/first-achievement — the member's first VIP month (lounge).
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipFirstAchievementQuery } from '../api/gradeQueries';

export function useVipFirstAchievement() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...vipFirstAchievementQuery(memberNo),
    enabled: memberNo !== null,
  });
}
