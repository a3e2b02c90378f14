// Query-option factories of the dealer-discount feature: hooks and anyone prefetching use the same keys.
import type { Static, DiscountDealerStateSchema, Page, DiscountDealerAmount } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const dealerDiscountKeys = {
  discountDealerAmount: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'discountDealerAmount'] as const,
  discountDealerHistory: (memberNo: MemberNo | null, params: { page?: number; size?: number }) => [...memberKey(memberNo), 'membership', 'discountDealerHistory', params] as const,
};

/** GET /api/membership/discount-dealer-amount — Today's dealer-fee discount. */
export const discountDealerAmountQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: dealerDiscountKeys.discountDealerAmount(memberNo), queryFn: () => apiClient.get<Static<typeof DiscountDealerStateSchema>>('/api/membership/discount-dealer-amount') });

/** GET /api/membership/discount-dealer-amount/history — Dealer-fee discount history (zero-based page). */
export const discountDealerHistoryQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number } = {}) =>
  queryOptions({ queryKey: dealerDiscountKeys.discountDealerHistory(memberNo, params), queryFn: () => apiClient.get<Page<DiscountDealerAmount>>('/api/membership/discount-dealer-amount/history', { params, minDelay: true }) });
