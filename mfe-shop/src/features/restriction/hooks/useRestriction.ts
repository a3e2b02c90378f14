// GET /api/restriction — Restriction and purchase limits (optionally for one game).
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { restrictionQuery } from '../api/restrictionQueries';

export function useRestriction(gameId?: string) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...restrictionQuery(memberNo, gameId),
    enabled: memberNo !== null,
  });
}
