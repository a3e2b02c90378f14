// POST /api/membership/lucky-flip — Draws the lucky flip.
import type { Static, LuckyFlipResultSchema } from '@hanpan/contracts';
import { announceBalanceChange, apiClient, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useLuckyFlip() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: () => apiClient.post<Static<typeof LuckyFlipResultSchema>>('/api/membership/lucky-flip', undefined, { idempotencyKey: action.keyFor(null) }),
    onSuccess: () => {
      action.reset();
      // other open windows (the portal page behind this popup) refresh their money too
      announceBalanceChange();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
