// GET /api/money-transfer/histories — Transfer history (zero-based page).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { moneyTransferHistoriesQuery } from '../api/transferQueries';

export function useMoneyTransferHistories(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...moneyTransferHistoriesQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
