// The three monthly benefits (coupon, grade-up, hancoin) at once, in that order.
import { useQueries, useQueryMemberNo } from '@hanpan/platform';
import { VIP_BENEFIT_TYPES, vipBenefitDetailQuery } from '../api/benefitsQueries';

export function useVipBenefitDetails() {
  const memberNo = useQueryMemberNo();
  return useQueries({
    queries: VIP_BENEFIT_TYPES.map((type) => ({ ...vipBenefitDetailQuery(memberNo, type), enabled: memberNo !== null })),
  });
}
