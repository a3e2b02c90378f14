// PUT /api/money-transfer/indicator — Marks the new icon seen / sets receive permissions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferIndicatorRequest } from '@hanpan/contracts';
import { announceBalanceChange, apiClient, memberKey, useQueryMemberNo } from '@hanpan/platform';

export function useMoneyTransferIndicator() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: TransferIndicatorRequest) => apiClient.put<unknown>('/api/money-transfer/indicator', v),
    // the other windows' allow list (another tab's would offer to undo this, or refuse as changed)
    onSuccess: (_, v) => v.type === 'RECEIVE_ALLOW' && announceBalanceChange('transfer-allow'),
    // a refusal too: the list changed in another window (ERROR_LIST_CHANGED) is shown as saved now
    onSettled: () => client.invalidateQueries({ queryKey: memberKey(memberNo) }),
  });
}
