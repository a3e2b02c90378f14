// Query-option factories of the join's coupons (member data: ['member', memberNo, …]).
import type { Coupon } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

export const joinCouponKeys = {
  plusCoupons: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'coupons', 'plusfree'] as const,
};

/** GET /api/coupons/membership — the member's usable Plus coupons (category plusfree). */
export const plusCouponsQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: joinCouponKeys.plusCoupons(memberNo), queryFn: () => apiClient.get<Coupon[]>('/api/coupons/membership') });
