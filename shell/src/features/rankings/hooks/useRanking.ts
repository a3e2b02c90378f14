// GET /api/rankings — the ranking of one game rank (계급).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RankKey } from '@hanpan/platform';
import { rankingQuery } from '../api/rankingsQueries';

export function useRanking(rank: RankKey) {
  return useQuery({ ...rankingQuery(rank), placeholderData: keepPreviousData });
}
