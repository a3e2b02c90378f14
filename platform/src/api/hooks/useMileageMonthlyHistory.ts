// GET /api/mileage/histories/monthly — Monthly mileage summary of a year.
import { useQuery } from '@tanstack/react-query';
import type { MileageMonthly } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMileageMonthlyHistory(year: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.mileageMonthlyHistory(memberNo, year),
    queryFn: () => apiClient.get<MileageMonthly>('/api/mileage/histories/monthly', { params: { year } }),
    enabled: memberNo !== null,
  });
}
