// GET /api/over-money — the member's over-money store.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { overMoneyQuery } from '../api/overMoneyQueries';

export function useOverMoney() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...overMoneyQuery(memberNo), enabled: memberNo !== null });
}
