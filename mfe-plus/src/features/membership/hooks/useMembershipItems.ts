// GET /api/membership/items — Membership items the member holds.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { membershipItemsQuery } from '../api/membershipQueries';

export function useMembershipItems() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipItemsQuery(memberNo),
    enabled: memberNo !== null,
  });
}
