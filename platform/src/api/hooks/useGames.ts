// GET /api/games — Games with channels and maintenance flags.
import { useQuery } from '@tanstack/react-query';
import type { Game } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useGames() {
  return useQuery({
    queryKey: queryKeys.games(),
    queryFn: () => apiClient.get<Game[]>('/api/games'),
  });
}
