// PUT /api/money-transfer — Sends (SEND) or pulls (RECEIVE) money.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferRequest, TransferResult } from '@hanpan/contracts';
import { apiClient, memberKey, useIdempotentAction, useQueryMemberNo } from '@hanpan/platform';

export function useMoneyTransfer() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: TransferRequest) => apiClient.put<TransferResult>('/api/money-transfer', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
