// GET /api/over-money/histories — the store's entries, paged like the server (zero-based).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OverMoneyHistoryQuery } from '@hanpan/contracts';
import { useQueryMemberNo } from '@hanpan/platform';
import { overMoneyHistoryQuery } from '../api/overMoneyQueries';

export function useOverMoneyHistory(params: OverMoneyHistoryQuery = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...overMoneyHistoryQuery(memberNo, params), enabled: memberNo !== null, placeholderData: keepPreviousData });
}
