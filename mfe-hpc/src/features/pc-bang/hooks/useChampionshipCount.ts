// GET /api/pc-bang/championship/count — PC-room championship applications of a round (default: the current one).
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { championshipCountQuery } from '../api/pcBangQueries';

export function useChampionshipCount(round?: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...championshipCountQuery(memberNo, round), enabled: memberNo !== null });
}
