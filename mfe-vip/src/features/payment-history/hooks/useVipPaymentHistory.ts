// GET /api/vip/payment-histories — one month's counted payments, page by page.
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipPaymentHistoryQuery } from '../api/paymentHistoryQueries';

export function useVipPaymentHistory(month: string, params: { page: number; size: number }) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...vipPaymentHistoryQuery(memberNo, month, params),
    enabled: memberNo !== null && month !== '',
    placeholderData: keepPreviousData,
  });
}
