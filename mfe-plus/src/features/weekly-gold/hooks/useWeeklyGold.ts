// GET /api/membership/me/weekly-gold — Weekly gold membership and round.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { weeklyGoldQuery } from '../api/weeklyGoldQueries';

export function useWeeklyGold() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...weeklyGoldQuery(memberNo),
    enabled: memberNo !== null,
  });
}
