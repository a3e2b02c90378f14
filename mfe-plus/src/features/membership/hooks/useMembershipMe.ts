// GET /api/membership/me — The member's Plus membership.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { membershipMeQuery } from '../api/membershipQueries';

/** enabled: false where the caller was given the membership already (no request). */
export function useMembershipMe({ enabled = true }: { enabled?: boolean } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipMeQuery(memberNo),
    enabled: enabled && memberNo !== null,
  });
}
