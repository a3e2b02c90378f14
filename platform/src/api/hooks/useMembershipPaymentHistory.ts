// GET /api/membership/payment-history-page — Payment history (from, to, withoutCancellation, zero-based page, size).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { Page } from '@hanpan/contracts';
import type { MembershipPayment, MembershipPaymentHistoryQuerySchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipPaymentHistory(params: Static<typeof MembershipPaymentHistoryQuerySchema> = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipPaymentHistory(memberNo, params),
    queryFn: () => apiClient.get<Page<MembershipPayment>>('/api/membership/payment-history-page', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
