// GET /api/hpc/rank/top5 — Top 5 of the last ended championship (or of the given one).
import { useQuery } from '@hanpan/platform';
import { hpcTop5Query } from '../api/rankingsQueries';

export function useHpcTop5(championshipId?: number) {
  return useQuery(hpcTop5Query(championshipId));
}
