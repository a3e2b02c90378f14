// GET /api/membership/bankbook-money-history — Bankbook money history (zero-based page).
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { bankbookMoneyHistoryQuery } from '../api/bankbookQueries';

export function useBankbookMoneyHistory(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...bankbookMoneyHistoryQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
