// GET /api/membership/lucky-flip-money-history — Lucky-flip money history.
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { LuckyFlipHistoryPageSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useLuckyFlipMoneyHistory(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.luckyFlipMoneyHistory(memberNo, params),
    queryFn: () => apiClient.get<Static<typeof LuckyFlipHistoryPageSchema>>('/api/membership/lucky-flip-money-history', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
