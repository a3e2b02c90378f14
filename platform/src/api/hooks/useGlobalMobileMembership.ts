// GET /api/contents/global/mobile-membership — Plus catalogue, mobile variant.
import { useQuery } from '@tanstack/react-query';
import type { GlobalMembership } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useGlobalMobileMembership() {
  return useQuery({
    queryKey: queryKeys.globalMobileMembership(),
    queryFn: () => apiClient.get<GlobalMembership>('/api/contents/global/mobile-membership'),
  });
}
