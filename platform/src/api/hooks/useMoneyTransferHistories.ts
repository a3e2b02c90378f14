// GET /api/money-transfer/histories — Transfer history (zero-based page).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { TransferHistoryPageSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMoneyTransferHistories(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.moneyTransferHistories(memberNo, params),
    queryFn: () => apiClient.get<Static<typeof TransferHistoryPageSchema>>('/api/money-transfer/histories', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
