// GET /api/vip/grades — the public grade table (guide, benefits of a grade).
import { useQuery } from '@hanpan/platform';
import { vipGradesQuery } from '../api/gradeQueries';

export function useVipGrades() {
  return useQuery(vipGradesQuery());
}
