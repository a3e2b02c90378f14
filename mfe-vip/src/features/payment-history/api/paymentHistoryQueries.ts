// Query-option factories of the payment-history feature: hooks and anyone prefetching use the same keys.
import type { VipPaymentHistoryPage, VipPaymentSummary } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const paymentHistoryKeys = {
  vipPaymentSummary: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'vip', 'vipPaymentSummary'] as const,
  vipPaymentHistory: (memberNo: MemberNo | null, month: string, params: { page: number; size: number }) => [...memberKey(memberNo), 'vip', 'vipPaymentHistory', month, params] as const,
};

/** GET /api/vip/payment-summary — the last six months: counted payments, saved coin, the month's grade. */
export const vipPaymentSummaryQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: paymentHistoryKeys.vipPaymentSummary(memberNo), queryFn: () => apiClient.get<VipPaymentSummary>('/api/vip/payment-summary') });

/** GET /api/vip/payment-histories — the payments of one month (zero-based pages). */
export const vipPaymentHistoryQuery = (memberNo: MemberNo | null, month: string, params: { page: number; size: number }) =>
  queryOptions({
    queryKey: paymentHistoryKeys.vipPaymentHistory(memberNo, month, params),
    queryFn: () => apiClient.get<VipPaymentHistoryPage>('/api/vip/payment-histories', { params: { month, ...params }, minDelay: true }),
  });
