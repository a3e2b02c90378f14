// PUT /api/restriction/downgrade — Lowers limits; resultType picks the restrict popup.
import type { RestrictionChangeBody, RestrictionChangeResult } from '@hanpan/contracts';
import { announceBalanceChange, apiClient, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useRestrictionDowngrade() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  // one key per change the player asks for: a double click is one change
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: RestrictionChangeBody) => apiClient.put<RestrictionChangeResult>('/api/restriction/downgrade', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      // the shop page that opened this popup shows the remaining limit too
      announceBalanceChange('restrict');
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
