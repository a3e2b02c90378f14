// GET /api/membership/me/benefits — Benefit counters and entries.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { membershipBenefitsQuery } from '../api/membershipQueries';

export function useMembershipBenefits() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipBenefitsQuery(memberNo),
    enabled: memberNo !== null,
  });
}
