// GET /api/events/weekly-gold/prev-month-results — Last month's weekly-gold results.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { WeeklyGoldPrevMonthResultSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useWeeklyGoldPrevMonthResults() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.weeklyGoldPrevMonthResults(memberNo),
    queryFn: () => apiClient.get<Static<typeof WeeklyGoldPrevMonthResultSchema>>('/api/events/weekly-gold/prev-month-results'),
    enabled: memberNo !== null,
  });
}
