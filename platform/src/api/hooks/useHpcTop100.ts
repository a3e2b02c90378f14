// GET /api/hpc/rank/top100 — Top 100 ranking.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { HpcRankListSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useHpcTop100(championshipId?: number) {
  return useQuery({
    queryKey: queryKeys.hpcTop100(championshipId),
    queryFn: () => apiClient.get<Static<typeof HpcRankListSchema>>('/api/hpc/rank/top100', { params: { championshipId } }),
  });
}
