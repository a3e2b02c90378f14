// GET /api/games/maintenances — Game maintenance list (feed it to setMaintenances).
import { useQuery } from '@tanstack/react-query';
import type { Maintenance } from '../../contracts/games';
import { apiClient, queryKeys } from '@hanpan/shared';

export function useGameMaintenances() {
  return useQuery({
    queryKey: queryKeys.gameMaintenances(),
    queryFn: () => apiClient.get<Maintenance[]>('/api/games/maintenances'),
  });
}
