// GET /api/mobile-contents/members/personal-state — Mobile member state.
import { useQuery } from '@tanstack/react-query';
import type { MobilePersonalState } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMobilePersonalState() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.mobilePersonalState(memberNo),
    queryFn: () => apiClient.get<MobilePersonalState>('/api/mobile-contents/members/personal-state'),
    enabled: memberNo !== null,
  });
}
