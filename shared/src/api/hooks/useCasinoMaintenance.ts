// GET /api/games/casino/all-maintenance — Casino maintenance.
import { useQuery } from '@tanstack/react-query';
import type { CasinoMaintenance } from '../../contracts/games';
import { apiClient } from '../client';
import { queryKeys } from '../queryKeys';

export function useCasinoMaintenance() {
  return useQuery({
    queryKey: queryKeys.casinoMaintenance(),
    queryFn: () => apiClient.get<CasinoMaintenance>('/api/games/casino/all-maintenance'),
  });
}
