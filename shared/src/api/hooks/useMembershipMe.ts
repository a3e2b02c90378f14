// GET /api/membership/me — The member's Plus membership.
import { useQuery } from '@tanstack/react-query';
import type { MembershipUser } from '../../contracts/membership';
import { apiClient, queryKeys } from '@hanpan/shared';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipMe() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipMe(memberNo),
    queryFn: () => apiClient.get<MembershipUser>('/api/membership/me'),
    enabled: memberNo !== null,
  });
}
