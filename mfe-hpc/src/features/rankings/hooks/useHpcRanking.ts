// GET /api/hpc/rank/{top100|miracle-shield|bonus-rankings} — a ranking, paged and searchable by nickname.
import { keepPreviousData, useQuery } from '@hanpan/platform';
import { rankingQuery, type RankingKind, type RankingParams } from '../api/rankingsQueries';

export function useHpcRanking(kind: RankingKind, params: RankingParams, enabled = true) {
  return useQuery({ ...rankingQuery(kind, params), enabled, placeholderData: keepPreviousData });
}
