// Query-option factories of the join's coupons (member data: ['member', memberNo, …]).
import type { Coupon } from '@hanpan/contracts';
import { apiClient, queryOptions, type MemberNo } from '@hanpan/platform';
import { sharedMemberKeys } from '@hanpan/platform/query-keys';

/** GET /api/coupons/membership — the member's usable Plus coupons (category plusfree), under the coupon box's key. */
export const plusCouponsQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: sharedMemberKeys.membershipCoupons(memberNo), queryFn: () => apiClient.get<Coupon[]>('/api/coupons/membership') });
