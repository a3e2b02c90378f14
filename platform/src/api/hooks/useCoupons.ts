// GET /api/coupons — Coupons (category default pokerTotal, size default 3).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Page } from '@hanpan/contracts';
import type { Coupon } from '@hanpan/contracts';
import { COUPON_PAGE_SIZE, apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useCoupons(params: { category?: string; page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.coupons(memberNo, params),
    queryFn: () => apiClient.get<Page<Coupon>>('/api/coupons', { params: { category: params.category ?? 'pokerTotal', page: params.page ?? 0, size: params.size ?? COUPON_PAGE_SIZE }, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
