// GET /api/weekly-gold/accumulate-all-gold — Gold accumulated over all weekly-gold rounds.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { AccumulateAllGoldSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useAccumulateAllGold() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.accumulateAllGold(memberNo),
    queryFn: () => apiClient.get<Static<typeof AccumulateAllGoldSchema>>('/api/weekly-gold/accumulate-all-gold'),
    enabled: memberNo !== null,
  });
}
