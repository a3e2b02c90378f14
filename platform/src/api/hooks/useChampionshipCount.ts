// GET /api/pc-bang/championship/count — PC-room championship applications of a round.
import { useQuery } from '@tanstack/react-query';
import type { ChampionshipCount } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useChampionshipCount(round?: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.championshipCount(memberNo, round),
    queryFn: () => apiClient.get<ChampionshipCount>('/api/pc-bang/championship/count', { params: { round } }),
    enabled: memberNo !== null,
  });
}
