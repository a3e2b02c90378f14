// GET /api/mileage/histories/daily — Daily mileage history (startDate, endDate YYYY-MM-DD, zero-based page).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Static, MileageDailyQuerySchema } from '@hanpan/contracts';
import { useQueryMemberNo } from '@hanpan/platform';
import { mileageDailyHistoryQuery } from '../api/mileageQueries';

export function useMileageDailyHistory(params: Static<typeof MileageDailyQuerySchema>) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...mileageDailyHistoryQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
