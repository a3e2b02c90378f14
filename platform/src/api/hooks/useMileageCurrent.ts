// GET /api/mileage/current — Current mileage.
import { useQuery } from '@tanstack/react-query';
import type { MileageCurrent } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMileageCurrent() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.mileageCurrent(memberNo),
    queryFn: () => apiClient.get<MileageCurrent>('/api/mileage/current'),
    enabled: memberNo !== null,
  });
}
