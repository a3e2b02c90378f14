// GET /api/coupons/membership — Membership coupons (category default plusfree, usable default true).
import { useQuery } from '@tanstack/react-query';
import type { Coupon } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipCoupons(params: { category?: string; usable?: boolean } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipCoupons(memberNo, params),
    queryFn: () => apiClient.get<Coupon[]>('/api/coupons/membership', { params: { category: params.category ?? 'plusfree', usable: params.usable ?? true } }),
    enabled: memberNo !== null,
  });
}
