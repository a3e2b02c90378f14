// GET /api/membership/payments — Recent membership payments.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { membershipPaymentsQuery } from '../api/membershipQueries';

export function useMembershipPayments() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipPaymentsQuery(memberNo),
    enabled: memberNo !== null,
  });
}
