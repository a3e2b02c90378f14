// Money sent by another member, or spent in the game client, changes no window of ours (the
// balance channel covers our own popups only): a member coming back to the tab gets their member
// data that is stale (older than the client's staleTime) read again — the header money, the
// personal zone, an area's member page. Mounted once per page, with the header's member corner.
import { useEffect } from 'react';
import { queryClient as portalQueryClient } from '@hanpan/platform';
import type { QueryClient } from '@tanstack/react-query';

export function useMemberDataOnReturn(client: QueryClient = portalQueryClient): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void client.refetchQueries({ queryKey: ['member'], type: 'active', stale: true });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [client]);
}
