// PUT /api/money-transfer — Sends (SEND) or pulls (RECEIVE) money.
import type { TransferRequest, TransferResult } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useMoneyTransfer() {
  // the popup's failure alert reads what a transfer changes (alertMoveFailure)
  return useMemberAction<TransferRequest, TransferResult>((v, idempotencyKey) => apiClient.put('/api/money-transfer', v, { idempotencyKey }), { source: 'transfer', rereadAfterFailure: 'page' });
}
