// GET /api/games/casino/all-maintenance — Casino maintenance.
import { useQuery } from '@tanstack/react-query';
import type { CasinoMaintenance } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useCasinoMaintenance() {
  return useQuery({
    queryKey: queryKeys.casinoMaintenance(),
    queryFn: () => apiClient.get<CasinoMaintenance>('/api/games/casino/all-maintenance'),
  });
}
