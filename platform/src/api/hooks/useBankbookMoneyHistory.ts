// GET /api/membership/bankbook-money-history — Bankbook money history (zero-based page).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Page } from '@hanpan/contracts';
import type { MembershipMoneyHistoryItem } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useBankbookMoneyHistory(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.bankbookMoneyHistory(memberNo, params),
    queryFn: () => apiClient.get<Page<MembershipMoneyHistoryItem>>('/api/membership/bankbook-money-history', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
