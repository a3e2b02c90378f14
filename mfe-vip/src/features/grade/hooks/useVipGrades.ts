// GET /api/vip/grades — the public grade table (guide, benefits of a grade).
import { useQuery } from '@tanstack/react-query';
import { vipGradesQuery } from '../api/gradeQueries';

export function useVipGrades() {
  return useQuery(vipGradesQuery());
}
