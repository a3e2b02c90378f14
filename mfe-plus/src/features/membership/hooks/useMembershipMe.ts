// GET /api/membership/me — The member's Plus membership.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { membershipMeQuery } from '../api/membershipQueries';

export function useMembershipMe() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipMeQuery(memberNo),
    enabled: memberNo !== null,
  });
}
