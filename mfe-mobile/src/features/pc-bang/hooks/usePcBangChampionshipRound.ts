// This month's PC-bang championship round as the member sees it (applied or not). The championship
// page's key, so a page holding both shares one answer, and the championship's apply refreshes it.
import type { ChampionshipCount } from '@hanpan/contracts';
import { apiClient, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { sharedMemberKeys } from '@hanpan/platform/query-keys';

export function usePcBangChampionshipRound() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: sharedMemberKeys.championshipCount(memberNo),
    queryFn: () => apiClient.get<ChampionshipCount>('/api/pc-bang/championship/count'),
    enabled: memberNo !== null,
  });
}
