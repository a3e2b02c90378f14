// A game's channels as the portal lists them (GET /api/games: the PC home's cards and the server's
// admission read the same rows). Public data, one answer for every game: switching games asks nothing.
import type { Channel, Game } from '@hanpan/contracts';
import { apiClient, useQuery, type GameId } from '@hanpan/platform';

/** The shell's key for the same answer: one cache entry if both read it on a page. */
const GAMES_KEY = ['public', 'games', 'games'] as const;

export function useGameChannels(gameId: GameId) {
  return useQuery({
    queryKey: GAMES_KEY,
    queryFn: () => apiClient.get<Game[]>('/api/games'),
    select: (games): readonly Channel[] => games.find((g) => g.id === gameId)?.channels ?? [],
  });
}
