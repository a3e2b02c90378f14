// Query-option factories of the rankings feature.
import { queryOptions } from '@tanstack/react-query';
import type { Ranking } from '@hanpan/contracts';
import { apiClient, RANK_NAMES, type RankKey } from '@hanpan/platform';

export const rankingsKeys = {
  ranking: (rank: RankKey) => ['public', 'rankings', 'ranking', rank] as const,
};

/** GET /api/rankings?rank=<encoded rank name> — the richest members of one rank (public). */
export const rankingQuery = (rank: RankKey) =>
  queryOptions({
    queryKey: rankingsKeys.ranking(rank),
    // axios encodes the Korean name: the request carries the SPEC's encoded query value
    queryFn: () => apiClient.get<Ranking>('/api/rankings', { params: { rank: RANK_NAMES[rank], size: 5 }, minDelay: true }),
    staleTime: 60_000,
  });
