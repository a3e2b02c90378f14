// GET /api/hpc/schedule — Championship schedule.
import { useQuery } from '@tanstack/react-query';
import type { HpcChampionship } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useHpcSchedule() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.hpcSchedule(memberNo),
    queryFn: () => apiClient.get<HpcChampionship[]>('/api/hpc/schedule'),
  });
}
