// PUT /api/restriction/{upgrade|downgrade} — Raises or lowers the limits; resultType picks the result page.
import type { Restriction, RestrictionChangeBody, RestrictionChangeResult } from '@hanpan/contracts';
import { announceBalanceChange, apiClient, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { restrictionKeys } from '../api/restrictionQueries';

export function useRestrictionChange(direction: 'upgrade' | 'downgrade') {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  // one key per change the player asks for: a double click is one change
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: RestrictionChangeBody) => apiClient.put<RestrictionChangeResult>(`/api/restriction/${direction}`, v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: (r) => {
      action.reset();
      // the answer carries the limits as they are now: the result page shows them at once (it used
      // to wait ~1 s for every member query to be fetched again, showing the old limit meanwhile)
      // (every game's copy: the limit is the member's, gameId only adds that game's restriction)
      client.setQueriesData<Restriction>({ queryKey: restrictionKeys.allRestrictions(memberNo) }, (old) => old && { ...old, limit: r.limit });
      // the shop page that opened this popup shows the remaining limit too
      announceBalanceChange('restrict');
      // the rest (this month's use, the history, the member state) is fetched again behind the result
      void client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
