// GET /api/weekly-gold/accumulate-all-gold — Gold accumulated over all weekly-gold rounds.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { accumulateAllGoldQuery } from '../api/weeklyGoldQueries';

export function useAccumulateAllGold() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...accumulateAllGoldQuery(memberNo),
    enabled: memberNo !== null,
  });
}
