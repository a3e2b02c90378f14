// GET /api/contents/members/reloadable-state — Reloadable member state (after login / member change, PC).
import { useQuery } from '@tanstack/react-query';
import type { ReloadableState } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useReloadableState() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.reloadableState(memberNo),
    queryFn: () => apiClient.get<ReloadableState>('/api/contents/members/reloadable-state'),
    enabled: memberNo !== null,
  });
}
