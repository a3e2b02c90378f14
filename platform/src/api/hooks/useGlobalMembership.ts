// GET /api/contents/global/membership — Plus catalogue (PC).
import { useQuery } from '@tanstack/react-query';
import type { GlobalMembership } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useGlobalMembership() {
  return useQuery({
    queryKey: queryKeys.globalMembership(),
    queryFn: () => apiClient.get<GlobalMembership>('/api/contents/global/membership'),
  });
}
