// GET /api/vip/{month}/saved-coin-histories — saved coins of a VIP month (YYYY-MM).
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipSavedCoinHistoriesQuery } from '../api/benefitsQueries';

export function useVipSavedCoinHistories(month: string, params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...vipSavedCoinHistoriesQuery(memberNo, month, params),
    enabled: memberNo !== null && month !== '',
    placeholderData: keepPreviousData,
  });
}
