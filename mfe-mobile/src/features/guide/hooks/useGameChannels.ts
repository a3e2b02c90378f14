// A game's channels as the portal lists them (GET /api/games: the PC home's cards and the server's
// admission read the same rows). Public data, one answer for every game: switching games asks nothing.
import type { Channel, Game } from '@hanpan/contracts';
import { apiClient, useQuery, type GameId } from '@hanpan/platform';
import { sharedPublicKeys } from '@hanpan/platform/query-keys';

export function useGameChannels(gameId: GameId) {
  return useQuery({
    // the shell's key for the same answer: one cache entry if both read it on a page
    queryKey: sharedPublicKeys.games(),
    queryFn: () => apiClient.get<Game[]>('/api/games'),
    select: (games): readonly Channel[] => games.find((g) => g.id === gameId)?.channels ?? [],
  });
}
