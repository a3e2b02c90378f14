// GET /api/hpc/rank/miracle-shield — Miracle-shield ranking.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { HpcRankListSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useHpcMiracleShield(championshipId?: number) {
  return useQuery({
    queryKey: queryKeys.hpcMiracleShield(championshipId),
    queryFn: () => apiClient.get<Static<typeof HpcRankListSchema>>('/api/hpc/rank/miracle-shield', { params: { championshipId } }),
  });
}
