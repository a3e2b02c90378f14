// POST /api/membership/lucky-flip — Draws the lucky flip.
import type { Static, LuckyFlipResultSchema } from '@hanpan/contracts';
import { apiClient, useIdempotentAction, useMutation } from '@hanpan/platform';
import { useMoneyActionRereads } from '../../../lib/useMoneyActionRereads';

export function useLuckyFlip() {
  const action = useIdempotentAction();
  const { reread, rereadIfLost } = useMoneyActionRereads();
  return useMutation({
    mutationFn: () => apiClient.post<Static<typeof LuckyFlipResultSchema>>('/api/membership/lucky-flip', undefined, { idempotencyKey: action.keyFor(null) }),
    onSuccess: () => {
      action.reset();
      // other open windows (the portal page behind this popup) refresh their money too
      return reread();
    },
    // a lost answer may have paid: read again what it changes
    onError: (error) => void rereadIfLost(error),
  });
}
