// POST /api/over-money/withdraw — moves stored money into game money; 422 ERROR_NO_OVER_MONEY /
// ERROR_OVERMONEY / ERROR_OVER_STORED_MONEY.
import type { OverMoneyWithdrawRequest, OverMoneyWithdrawResult } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useOverMoneyWithdraw() {
  return useMemberAction<OverMoneyWithdrawRequest, OverMoneyWithdrawResult>((v, idempotencyKey) => apiClient.post('/api/over-money/withdraw', v, { idempotencyKey }), { source: 'over-money' });
}
