// GET /api/hpc/me — The member's championship (feed it to setHpc).
import { useQuery } from '@tanstack/react-query';
import { hpcMeQuery } from '../platformQueries';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useHpcMe() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...hpcMeQuery(memberNo), enabled: memberNo !== null });
}
