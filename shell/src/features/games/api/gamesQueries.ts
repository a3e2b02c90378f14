// Query-option factories of the games feature: hooks and anyone prefetching use the same keys.
import { queryOptions } from '@tanstack/react-query';
import type { Game, CasinoMaintenance } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const gamesKeys = {
  // = sharedPublicKeys.games() (@hanpan/platform/query-keys, the mobile guide's key; gamesQueries.test.ts):
  // importing the subpath here would put 27 B more on '/', which has 19 B left
  games: () => ['public', 'games', 'games'] as const,
  casinoMaintenance: () => ['public', 'games', 'casinoMaintenance'] as const,
};

/** GET /api/games — Games with channels and maintenance flags. */
export const gamesQuery = () =>
  queryOptions({ queryKey: gamesKeys.games(), queryFn: () => apiClient.get<Game[]>('/api/games') });

/** GET /api/games/casino/all-maintenance — Casino maintenance. */
export const casinoMaintenanceQuery = () =>
  queryOptions({ queryKey: gamesKeys.casinoMaintenance(), queryFn: () => apiClient.get<CasinoMaintenance>('/api/games/casino/all-maintenance') });
