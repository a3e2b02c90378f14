// GET /api/hpc/championships/ended — ended championships, paged (history).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { hpcEndedQuery } from '../api/championshipQueries';

export function useHpcEndedChampionships(page: number, size = 10) {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...hpcEndedQuery(memberNo, page, size), placeholderData: keepPreviousData });
}
