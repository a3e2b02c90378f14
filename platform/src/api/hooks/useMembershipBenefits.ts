// GET /api/membership/me/benefits — Benefit counters and entries.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { MembershipMyBenefitsSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipBenefits() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipBenefits(memberNo),
    queryFn: () => apiClient.get<Static<typeof MembershipMyBenefitsSchema>>('/api/membership/me/benefits'),
    enabled: memberNo !== null,
  });
}
