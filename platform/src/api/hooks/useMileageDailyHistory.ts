// GET /api/mileage/histories/daily — Daily mileage history (startDate, endDate YYYY-MM-DD, zero-based page).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { Page } from '@hanpan/contracts';
import type { MileageDailyQuerySchema, MileageHistoryItem } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMileageDailyHistory(params: Static<typeof MileageDailyQuerySchema>) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.mileageDailyHistory(memberNo, params),
    queryFn: () => apiClient.get<Page<MileageHistoryItem>>('/api/mileage/histories/daily', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
