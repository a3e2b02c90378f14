// GET /api/contents/members/reloadable-state — Reloadable member state (after login / member change, PC).
import { useQuery } from '@tanstack/react-query';
import { reloadableStateQuery } from '../platformQueries';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useReloadableState() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...reloadableStateQuery(memberNo), enabled: memberNo !== null });
}
