// POST /api/over-money/withdraw — moves stored money into game money (one Idempotency-Key per
// action); 422 ERROR_NO_OVER_MONEY / ERROR_OVERMONEY / ERROR_OVER_STORED_MONEY.
import type { OverMoneyWithdrawRequest, OverMoneyWithdrawResult } from '@hanpan/contracts';
import { announceBalanceChange, apiClient, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useOverMoneyWithdraw() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: OverMoneyWithdrawRequest) => apiClient.post<OverMoneyWithdrawResult>('/api/over-money/withdraw', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      announceBalanceChange('over-money');
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
