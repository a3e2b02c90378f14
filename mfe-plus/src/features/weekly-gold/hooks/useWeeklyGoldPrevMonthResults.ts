// GET /api/events/weekly-gold/prev-month-results — Last month's weekly-gold results.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { weeklyGoldPrevMonthResultsQuery } from '../api/weeklyGoldQueries';

export function useWeeklyGoldPrevMonthResults() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...weeklyGoldPrevMonthResultsQuery(memberNo),
    enabled: memberNo !== null,
  });
}
