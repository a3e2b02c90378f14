// GET /api/games/{gameId}/launch — Gets a launch URL for a game channel (on click, so a mutation).
import { useMutation } from '@tanstack/react-query';
import type { GameLaunch, GameLaunchQuery } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';

export function useGameLaunch() {
  return useMutation({
    mutationFn: (v: { gameId: string } & GameLaunchQuery) => apiClient.get<GameLaunch>(`/api/games/${encodeURIComponent(v.gameId)}/launch`, { params: { channelId: v.channelId, miniGame: v.miniGame, event: v.event, browser: v.browser } }),
  });
}
