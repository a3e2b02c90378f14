// GET /api/vip/payment-summary — counted payments of the last six months.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipPaymentSummaryQuery } from '../api/paymentHistoryQueries';

export function useVipPaymentSummary() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...vipPaymentSummaryQuery(memberNo), enabled: memberNo !== null });
}
