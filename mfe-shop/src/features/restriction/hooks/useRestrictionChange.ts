// PUT /api/restriction/{upgrade|downgrade} — Raises or lowers the limits; resultType picks the result page.
import type { Restriction, RestrictionChangeBody, RestrictionChangeResult } from '@hanpan/contracts';
import { apiClient, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';
import { restrictionKeys } from '../api/restrictionQueries';

export function useRestrictionChange(direction: 'upgrade' | 'downgrade') {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  // one key per change the player asks for: a double click is one change
  return useMemberAction<RestrictionChangeBody, RestrictionChangeResult>((v, idempotencyKey) => apiClient.put(`/api/restriction/${direction}`, v, { idempotencyKey }), {
    // the shop page that opened this popup shows the remaining limit too
    source: 'restrict',
    // the answer carries the limits as they are now: the result page shows them at once (it used to
    // wait ~1 s for every member query to be fetched again, showing the old limit meanwhile); the rest
    // (this month's use, the history, the member state) is read again behind the result
    showBeforeReread: true,
    // every game's copy: the limit is the member's, gameId only adds that game's restriction
    onSuccess: (r) => client.setQueriesData<Restriction>({ queryKey: restrictionKeys.allRestrictions(memberNo) }, (old) => old && { ...old, limit: r.limit }),
  });
}
