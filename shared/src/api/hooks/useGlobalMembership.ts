// GET /api/contents/global/membership — Plus catalogue (PC).
import { useQuery } from '@tanstack/react-query';
import type { GlobalMembership } from '../../contracts/contents';
import { apiClient, queryKeys } from '@hanpan/shared';

export function useGlobalMembership() {
  return useQuery({
    queryKey: queryKeys.globalMembership(),
    queryFn: () => apiClient.get<GlobalMembership>('/api/contents/global/membership'),
  });
}
