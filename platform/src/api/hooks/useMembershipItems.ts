// GET /api/membership/items — Membership items the member holds.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { MembershipItemSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipItems() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipItems(memberNo),
    queryFn: () => apiClient.get<Static<typeof MembershipItemSchema>[]>('/api/membership/items'),
    enabled: memberNo !== null,
  });
}
