// GET /api/membership/me — The member's Plus membership.
import { useQuery } from '@tanstack/react-query';
import type { MembershipUser } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipMe() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipMe(memberNo),
    queryFn: () => apiClient.get<MembershipUser>('/api/membership/me'),
    enabled: memberNo !== null,
  });
}
