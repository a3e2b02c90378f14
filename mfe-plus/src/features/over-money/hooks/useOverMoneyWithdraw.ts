// POST /api/over-money/withdraw — moves stored money into game money; 422 ERROR_NO_OVER_MONEY /
// ERROR_OVERMONEY / ERROR_OVER_STORED_MONEY.
import type { OverMoneyWithdrawRequest, OverMoneyWithdrawResult } from '@hanpan/contracts';
import { useMoneyAction } from '../../../lib/useMoneyAction';

export function useOverMoneyWithdraw() {
  return useMoneyAction<OverMoneyWithdrawRequest, OverMoneyWithdrawResult>('/api/over-money/withdraw', { source: 'over-money' });
}
