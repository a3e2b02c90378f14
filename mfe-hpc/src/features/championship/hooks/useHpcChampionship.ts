// GET /api/hpc/championships/{id} — one championship (the history page's own id: unknown → 404 page).
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { hpcChampionshipQuery } from '../api/championshipQueries';

export function useHpcChampionship(id: number | null) {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...hpcChampionshipQuery(memberNo, id ?? 0), enabled: id !== null });
}
