// GET /api/avatar/payment/frequent — Frequently bought avatars (platform default PC).
import { useQuery } from '@tanstack/react-query';
import type { FrequentAvatar } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useFrequentAvatars(platform?: 'PC' | 'MOBILE') {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.frequentAvatars(memberNo, platform),
    queryFn: () => apiClient.get<FrequentAvatar[]>('/api/avatar/payment/frequent', { params: { platform } }),
  });
}
