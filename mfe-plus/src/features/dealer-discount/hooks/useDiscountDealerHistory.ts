// GET /api/membership/discount-dealer-amount/history — Dealer-fee discount history (zero-based page).
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { discountDealerHistoryQuery } from '../api/dealerDiscountQueries';

export function useDiscountDealerHistory(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...discountDealerHistoryQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
