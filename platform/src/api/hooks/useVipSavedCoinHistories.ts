// GET /api/vip/{month}/saved-coin-histories — Saved-coin history of a VIP month (YYYY-MM).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { SavedCoinHistoryPageSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipSavedCoinHistories(month: string, params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.vipSavedCoinHistories(memberNo, month, params),
    queryFn: () => apiClient.get<Static<typeof SavedCoinHistoryPageSchema>>(`/api/vip/${encodeURIComponent(month)}/saved-coin-histories`, { params, minDelay: true }),
    enabled: memberNo !== null && month !== '',
    placeholderData: keepPreviousData,
  });
}
