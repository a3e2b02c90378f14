// GET /api/hpc/schedule — Championship schedule.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { hpcScheduleQuery } from '../api/championshipQueries';

export function useHpcSchedule() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...hpcScheduleQuery(memberNo),
  });
}
