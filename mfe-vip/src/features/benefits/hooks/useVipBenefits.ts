// GET /api/vip/benefits — this and last month's VIP user, saved coin, this month's claims.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipBenefitsQuery } from '../api/benefitsQueries';

export function useVipBenefits() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...vipBenefitsQuery(memberNo),
    enabled: memberNo !== null,
  });
}
