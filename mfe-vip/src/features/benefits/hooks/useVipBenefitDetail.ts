// GET /api/vip/benefits/{type} — one monthly benefit and whether it was received this month.
import type { VipBenefitType } from '@hanpan/contracts';
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipBenefitDetailQuery } from '../api/benefitsQueries';

export function useVipBenefitDetail(type: VipBenefitType) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...vipBenefitDetailQuery(memberNo, type),
    enabled: memberNo !== null,
  });
}
