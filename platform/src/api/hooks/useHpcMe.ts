// GET /api/hpc/me — The member's championship (feed it to setHpc).
import { useQuery } from '@tanstack/react-query';
import type { HpcChampionship } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useHpcMe() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.hpcMe(memberNo),
    queryFn: () => apiClient.get<HpcChampionship | null>('/api/hpc/me'),
    enabled: memberNo !== null,
  });
}
