// GET /api/pc-bang/subscription — PC-room subscription (PC, after login).
import { useQuery } from '@tanstack/react-query';
import type { PcBangSubscription } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePcBangSubscription() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.pcBangSubscription(memberNo),
    queryFn: () => apiClient.get<PcBangSubscription>('/api/pc-bang/subscription'),
    enabled: memberNo !== null,
  });
}
