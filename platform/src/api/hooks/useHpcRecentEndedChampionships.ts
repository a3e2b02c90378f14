// GET /api/hpc/recent-ended-championships — Recently ended championships.
import { useQuery } from '@tanstack/react-query';
import type { HpcChampionship } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useHpcRecentEndedChampionships() {
  return useQuery({
    queryKey: queryKeys.hpcRecentEndedChampionships(),
    queryFn: () => apiClient.get<HpcChampionship[]>('/api/hpc/recent-ended-championships'),
  });
}
