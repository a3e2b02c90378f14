// GET /api/membership/payments — Recent membership payments.
import { useQuery } from '@tanstack/react-query';
import type { MembershipPayment } from '../../contracts/membership';
import { apiClient, queryKeys } from '@hanpan/shared';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipPayments() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipPayments(memberNo),
    queryFn: () => apiClient.get<MembershipPayment[]>('/api/membership/payments'),
    enabled: memberNo !== null,
  });
}
