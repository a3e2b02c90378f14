// A Plus money action (bankbook, pet-shop bonus, lucky flip, over-money): one Idempotency-Key per
// action, so a double click or a retry never pays twice; when it is over — on success, and when its
// answer was lost (the server may have done it) — the member's data is read again here and in the
// other windows (the portal page behind the popup).
import { announceBalanceChange, apiClient, isAnswerLost, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

interface MoneyActionOptions<TResult> {
  /** Names the change for the other windows' balance announcement. */
  source?: string;
  /** Before the member's data is read again: put what the answer says into the feature's cache. */
  onSuccess?: (result: TResult) => void;
  onError?: (error: unknown) => void;
}

export function useMoneyAction<TVars, TResult>(path: string, options: MoneyActionOptions<TResult> = {}) {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  const reread = () => {
    announceBalanceChange(options.source);
    return client.invalidateQueries({ queryKey: memberKey(memberNo) });
  };
  return useMutation({
    mutationFn: (v: TVars) => apiClient.post<TResult>(path, v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: (result) => {
      action.reset();
      options.onSuccess?.(result);
      return reread();
    },
    onError: (error) => {
      if (isAnswerLost(error)) void reread();
      options.onError?.(error);
    },
  });
}
