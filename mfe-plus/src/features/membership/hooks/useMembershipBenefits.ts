// GET /api/membership/me/benefits — Benefit counters and entries.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { membershipBenefitsQuery } from '../api/membershipQueries';

export function useMembershipBenefits() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipBenefitsQuery(memberNo),
    enabled: memberNo !== null,
  });
}
