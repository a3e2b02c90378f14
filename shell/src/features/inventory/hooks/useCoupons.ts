// GET /api/coupons — Coupons (category default pokerTotal, size default 3).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { couponsQuery } from '../api/inventoryQueries';

export function useCoupons(params: { category?: string; page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...couponsQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
