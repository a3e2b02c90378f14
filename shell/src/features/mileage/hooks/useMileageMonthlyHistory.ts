// GET /api/mileage/histories/monthly — Monthly mileage summary of a year.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { mileageMonthlyHistoryQuery } from '../api/mileageQueries';

export function useMileageMonthlyHistory(year: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...mileageMonthlyHistoryQuery(memberNo, year),
    enabled: memberNo !== null,
  });
}
