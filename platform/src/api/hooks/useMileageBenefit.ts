// GET /api/mileage/benefit — Mileage accrual benefit.
import { useQuery } from '@tanstack/react-query';
import type { MileageBenefit } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMileageBenefit() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.mileageBenefit(memberNo),
    queryFn: () => apiClient.get<MileageBenefit>('/api/mileage/benefit'),
    enabled: memberNo !== null,
  });
}
