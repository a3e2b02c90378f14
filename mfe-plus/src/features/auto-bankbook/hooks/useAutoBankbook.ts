// GET /api/membership/auto-bankbook — Auto-bankbook reservation state.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { autoBankbookQuery } from '../api/autoBankbookQueries';

export function useAutoBankbook() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...autoBankbookQuery(memberNo),
    enabled: memberNo !== null,
  });
}
