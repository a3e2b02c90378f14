// GET /api/games/maintenances — Game maintenance list (feed it to setMaintenances).
import { useQuery } from '@tanstack/react-query';
import type { Maintenance } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useGameMaintenances() {
  return useQuery({
    queryKey: queryKeys.gameMaintenances(),
    queryFn: () => apiClient.get<Maintenance[]>('/api/games/maintenances'),
  });
}
