// Query-option factories of the rankings feature: hooks and anyone prefetching use the same keys.
import type { HpcChampionship, HpcRankList } from '@hanpan/contracts';
import { apiClient, queryOptions } from '@hanpan/platform';

/** Which ranking: SPEC §7 rank/top5, rank/top100, rank/miracle-shield, rank/bonus-rankings. */
export type RankingKind = 'top5' | 'top100' | 'miracle-shield' | 'bonus-rankings';

export interface RankingParams {
  championshipId?: number;
  nickname?: string;
  /** zero-based */
  page?: number;
  size?: number;
}

/** Query keys of the feature (public data). */
export const rankingsKeys = {
  ranking: (kind: RankingKind, p: RankingParams = {}) => ['public', 'hpc', 'ranking', kind, p.championshipId ?? null, p.nickname ?? '', p.page ?? 0, p.size ?? null] as const,
  hpcRecentEndedChampionships: () => ['public', 'hpc', 'hpcRecentEndedChampionships'] as const,
};

/** GET /api/hpc/rank/{kind} — a ranking of a championship (default: the last ended one). */
export const rankingQuery = (kind: RankingKind, p: RankingParams = {}) =>
  queryOptions({
    queryKey: rankingsKeys.ranking(kind, p),
    queryFn: () =>
      apiClient.get<HpcRankList>(`/api/hpc/rank/${kind}`, {
        params: { championshipId: p.championshipId, nickname: p.nickname || undefined, page: p.page, size: p.size },
      }),
  });

/** GET /api/hpc/rank/top5 — Top 5 ranking. */
export const hpcTop5Query = (championshipId?: number) => rankingQuery('top5', { championshipId });

/** GET /api/hpc/recent-ended-championships — Recently ended championships. */
export const hpcRecentEndedChampionshipsQuery = () =>
  queryOptions({ queryKey: rankingsKeys.hpcRecentEndedChampionships(), queryFn: () => apiClient.get<HpcChampionship[]>('/api/hpc/recent-ended-championships') });
