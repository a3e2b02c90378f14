// Money sent by another member, or spent in the game client, changes no window of ours (the
// balance channel covers our own popups only): a member coming back to the tab gets their member
// data that is stale (older than the client's staleTime) read again — the header money, the
// personal zone, an area's member page. Coming back to the window from another one (a payment
// popup the result page of which never showed: Back pressed while paying) reads again what was
// read before leaving, and a control that update removed or disabled hands the focus to its area.
// Mounted once per page, with the header's member corner.
import { useEffect } from 'react';
import { queryClient as portalQueryClient, settleLostFocus } from '@hanpan/platform';
import type { QueryClient } from '@tanstack/react-query';

/** Shorter absences (a flicker of the window focus) read nothing again. */
export const AWAY_MIN_MS = 1_000;

export function useMemberDataOnReturn(client: QueryClient = portalQueryClient): void {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void client.refetchQueries({ queryKey: ['member'], type: 'active', stale: true });
    };
    let leftAt = 0;
    const onBlur = () => {
      leftAt = Date.now();
    };
    const onFocus = () => {
      const since = leftAt;
      leftAt = 0;
      if (!since || Date.now() - since < AWAY_MIN_MS) return;
      void client
        .refetchQueries({ queryKey: ['member'], type: 'active', predicate: (q) => q.state.dataUpdatedAt < since })
        // (after React drew the answers)
        .then(() => setTimeout(settleLostFocus, 0));
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [client]);
}
