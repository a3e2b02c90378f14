// GET /api/membership/discount-dealer-amount/history — Dealer-fee discount history (zero-based page).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Page } from '@hanpan/contracts';
import type { DiscountDealerAmount } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useDiscountDealerHistory(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.discountDealerHistory(memberNo, params),
    queryFn: () => apiClient.get<Page<DiscountDealerAmount>>('/api/membership/discount-dealer-amount/history', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
