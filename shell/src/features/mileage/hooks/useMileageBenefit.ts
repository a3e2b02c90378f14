// GET /api/mileage/benefit — Mileage accrual benefit.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { mileageBenefitQuery } from '../api/mileageQueries';

export function useMileageBenefit() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...mileageBenefitQuery(memberNo),
    enabled: memberNo !== null,
  });
}
