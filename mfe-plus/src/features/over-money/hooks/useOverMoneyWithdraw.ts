// POST /api/over-money/withdraw — moves stored money into game money (one Idempotency-Key per
// action); 422 ERROR_NO_OVER_MONEY / ERROR_OVERMONEY / ERROR_OVER_STORED_MONEY.
import type { OverMoneyWithdrawRequest, OverMoneyWithdrawResult } from '@hanpan/contracts';
import { apiClient, useIdempotentAction, useMutation } from '@hanpan/platform';
import { useMoneyActionRereads } from '../../../lib/useMoneyActionRereads';

export function useOverMoneyWithdraw() {
  const action = useIdempotentAction();
  const { reread, rereadIfLost } = useMoneyActionRereads('over-money');
  return useMutation({
    mutationFn: (v: OverMoneyWithdrawRequest) => apiClient.post<OverMoneyWithdrawResult>('/api/over-money/withdraw', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return reread();
    },
    // a lost answer may have moved it: read again what it changes
    onError: (error) => void rereadIfLost(error),
  });
}
