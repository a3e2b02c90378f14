// GET /api/membership/payment-history-page — Payment history (from, to, withoutCancellation, zero-based page, size).
import type { Static, MembershipPaymentHistoryQuerySchema } from '@hanpan/contracts';
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { membershipPaymentHistoryQuery } from '../api/membershipQueries';

export function useMembershipPaymentHistory(params: Static<typeof MembershipPaymentHistoryQuerySchema> = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipPaymentHistoryQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
