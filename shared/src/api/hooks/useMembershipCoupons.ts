// GET /api/coupons/membership — Membership coupons (category default plusfree, usable default true).
import { useQuery } from '@tanstack/react-query';
import type { Coupon } from '../../contracts/inventory';
import { apiClient, queryKeys } from '@hanpan/shared';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipCoupons(params: { category?: string; usable?: boolean } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipCoupons(memberNo, params),
    queryFn: () => apiClient.get<Coupon[]>('/api/coupons/membership', { params: { category: params.category ?? 'plusfree', usable: params.usable ?? true } }),
    enabled: memberNo !== null,
  });
}
