// GET /api/restriction/usage — This month's purchases by day, with the limit (the restrict chart).
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { restrictionUsageQuery } from '../api/restrictionQueries';

export function useRestrictionUsage() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...restrictionUsageQuery(memberNo), enabled: memberNo !== null });
}
