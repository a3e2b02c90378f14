// GET /api/mobile-contents/members/personal-state — Mobile member state.
import { useQuery } from '@tanstack/react-query';
import { mobilePersonalStateQuery } from '../platformQueries';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMobilePersonalState() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...mobilePersonalStateQuery(memberNo), enabled: memberNo !== null });
}
