// GET /api/over-money/histories — the store's entries, paged like the server (zero-based).
import type { OverMoneyHistoryQuery } from '@hanpan/contracts';
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { overMoneyHistoryQuery } from '../api/overMoneyQueries';

export function useOverMoneyHistory(params: OverMoneyHistoryQuery = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...overMoneyHistoryQuery(memberNo, params), enabled: memberNo !== null, placeholderData: keepPreviousData });
}
