// GET /api/hpc/rank/top5 — Top 5 ranking.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { HpcRankListSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useHpcTop5(championshipId?: number) {
  return useQuery({
    queryKey: queryKeys.hpcTop5(championshipId),
    queryFn: () => apiClient.get<Static<typeof HpcRankListSchema>>('/api/hpc/rank/top5', { params: { championshipId } }),
  });
}
