// GET /api/money-transfer/status — Transfer limits, today usage, receive permissions.
import { useQuery } from '@tanstack/react-query';
import type { TransferStatus } from '../../contracts/transfer';
import { apiClient, queryKeys } from '@hanpan/shared';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMoneyTransferStatus() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.moneyTransferStatus(memberNo),
    queryFn: () => apiClient.get<TransferStatus>('/api/money-transfer/status'),
    enabled: memberNo !== null,
  });
}
