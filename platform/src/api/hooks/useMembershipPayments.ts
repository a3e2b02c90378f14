// GET /api/membership/payments — Recent membership payments.
import { useQuery } from '@tanstack/react-query';
import type { MembershipPayment } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipPayments() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipPayments(memberNo),
    queryFn: () => apiClient.get<MembershipPayment[]>('/api/membership/payments'),
    enabled: memberNo !== null,
  });
}
