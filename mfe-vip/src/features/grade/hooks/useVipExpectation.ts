// GET /api/vip/grades/expectation — next month's expected grade and the progress bar.
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipExpectationQuery } from '../api/gradeQueries';

export function useVipExpectation(isExtendedTarget = false) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...vipExpectationQuery(memberNo, isExtendedTarget),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
