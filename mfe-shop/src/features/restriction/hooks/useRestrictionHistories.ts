// GET /api/restriction/histories — Limit change history (zero-based page).
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { restrictionHistoriesQuery } from '../api/restrictionQueries';

export function useRestrictionHistories(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...restrictionHistoriesQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
