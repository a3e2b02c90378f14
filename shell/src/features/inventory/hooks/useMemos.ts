// GET /api/memos — The member's memos (zero-based page).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { memosQuery } from '../api/inventoryQueries';

export function useMemos(params: { page?: number; size?: number; unreadOnly?: boolean } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...memosQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
