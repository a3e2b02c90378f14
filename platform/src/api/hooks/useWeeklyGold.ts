// GET /api/membership/me/weekly-gold — Weekly gold membership and round.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { WeeklyGoldStateSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useWeeklyGold() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.weeklyGold(memberNo),
    queryFn: () => apiClient.get<Static<typeof WeeklyGoldStateSchema>>('/api/membership/me/weekly-gold'),
    enabled: memberNo !== null,
  });
}
