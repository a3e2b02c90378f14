// This month's PC-bang championship round as the member sees it (applied or not). Same query key as
// the championship page's read (a remote may not import another's hooks), so a page holding both
// shares one answer, and the championship's apply refreshes it.
import type { ChampionshipCount } from '@hanpan/contracts';
import { apiClient, memberKey, useQuery, useQueryMemberNo } from '@hanpan/platform';

export function usePcBangChampionshipRound() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: [...memberKey(memberNo), 'pcBang', 'championshipCount', 'current'] as const,
    queryFn: () => apiClient.get<ChampionshipCount>('/api/pc-bang/championship/count'),
    enabled: memberNo !== null,
  });
}
