// GET /api/games — Games with channels and maintenance flags.
import { useQuery } from '@tanstack/react-query';
import type { Game } from '../../contracts/games';
import { apiClient, queryKeys } from '@hanpan/shared';

export function useGames() {
  return useQuery({
    queryKey: queryKeys.games(),
    queryFn: () => apiClient.get<Game[]>('/api/games'),
  });
}
