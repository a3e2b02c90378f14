// GET /api/contents/members/global-state — who the member is (every navigation, SPEC §7).
// Not member-keyed: its answer decides the member number the other hooks are keyed with.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GlobalState } from '@hanpan/contracts';
import { applyGlobalMemberState, apiClient, queryKeys } from '@hanpan/platform';

export interface GlobalMemberStateOptions {
  /** Apply each answer to the store (the shell's navigation middleware does this). */
  syncStore?: boolean;
}

export function useGlobalMemberState({ syncStore = false }: GlobalMemberStateOptions = {}) {
  const query = useQuery({
    queryKey: queryKeys.globalMemberState(),
    queryFn: () => apiClient.get<GlobalState>('/api/contents/members/global-state'),
    staleTime: 0,
  });
  const { data } = query;
  useEffect(() => {
    if (syncStore && data) applyGlobalMemberState(data);
  }, [syncStore, data]);
  return query;
}
