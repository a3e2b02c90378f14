// GET /api/membership/lucky-flip-money-history — Lucky-flip money history.
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { luckyFlipMoneyHistoryQuery } from '../api/luckyFlipQueries';

export function useLuckyFlipMoneyHistory(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...luckyFlipMoneyHistoryQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
