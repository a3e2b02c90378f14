// GET /api/coupons/membership — the coupons the Plus join can take (place PLUS_JOIN), soonest to expire first.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import type { Coupon } from '@hanpan/contracts';
import { plusCouponsQuery } from '../api/joinCouponQueries';

const joinable = (list: Coupon[]) => list.filter((c) => c.usable && c.usePlace === 'PLUS_JOIN');

export function usePlusJoinCoupons() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...plusCouponsQuery(memberNo), enabled: memberNo !== null, select: joinable });
}
