// GET /api/membership/payment-history-page — Payment history (from, to, withoutCancellation, zero-based page, size).
import type { Static, MembershipPaymentHistoryQuerySchema } from '@hanpan/contracts';
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { membershipPaymentHistoryQuery } from '../api/membershipQueries';

/** `enabled: false`: a search not to send (its start after its end). */
export function useMembershipPaymentHistory(params: Static<typeof MembershipPaymentHistoryQuerySchema> = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipPaymentHistoryQuery(memberNo, params),
    enabled: memberNo !== null && enabled,
    placeholderData: keepPreviousData,
  });
}
