// GET /api/money-transfer/status — Transfer limits, today usage, receive permissions.
import { useQuery } from '@tanstack/react-query';
import type { TransferStatus } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMoneyTransferStatus() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.moneyTransferStatus(memberNo),
    queryFn: () => apiClient.get<TransferStatus>('/api/money-transfer/status'),
    enabled: memberNo !== null,
  });
}
