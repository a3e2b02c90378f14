// GET /api/hpc/rank/bonus-rankings — Bonus rankings.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { HpcRankListSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useHpcBonusRankings(championshipId?: number) {
  return useQuery({
    queryKey: queryKeys.hpcBonusRankings(championshipId),
    queryFn: () => apiClient.get<Static<typeof HpcRankListSchema>>('/api/hpc/rank/bonus-rankings', { params: { championshipId } }),
  });
}
