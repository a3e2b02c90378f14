// GET /api/coupons/membership — Membership coupons (category default plusfree, usable default true).
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { membershipCouponsQuery } from '../api/inventoryQueries';

export function useMembershipCoupons(params: { category?: string; usable?: boolean } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipCouponsQuery(memberNo, params),
    enabled: memberNo !== null,
  });
}
