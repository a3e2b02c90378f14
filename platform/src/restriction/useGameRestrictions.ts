// The member's game restrictions in force (GET /api/restriction lists them all, whatever its
// gameId): the PC and mobile homes say which games are closed to them and until when.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { restrictionQuery } from './restrictionQuery';

export function useGameRestrictions() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...restrictionQuery(memberNo), enabled: memberNo !== null, select: (r) => r.restrictions });
}
