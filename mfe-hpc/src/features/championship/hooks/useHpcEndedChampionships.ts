// GET /api/hpc/championships/ended — ended championships, paged (history).
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { hpcEndedQuery } from '../api/championshipQueries';

export function useHpcEndedChampionships(page: number, size = 10) {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...hpcEndedQuery(memberNo, page, size), placeholderData: keepPreviousData });
}
