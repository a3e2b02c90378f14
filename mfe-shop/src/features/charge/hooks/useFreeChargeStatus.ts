// GET /api/money/members/charge — What the charge popup shows before a free recharge.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { freeChargeStatusQuery } from '../api/chargeQueries';

export function useFreeChargeStatus() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...freeChargeStatusQuery(memberNo), enabled: memberNo !== null });
}
