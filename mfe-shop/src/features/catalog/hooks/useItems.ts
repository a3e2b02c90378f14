// GET /api/items — The member's items (zero-based page, kind I/A/E).
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { itemsQuery } from '../api/catalogQueries';

export function useItems(params: { page?: number; size?: number; kind?: 'I' | 'A' | 'E' } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...itemsQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
