// GET /api/vip/opened — Whether VIP is opened for the member.
import { useQuery } from '@tanstack/react-query';
import { vipOpenedQuery } from '../platformQueries';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipOpened() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...vipOpenedQuery(memberNo), enabled: memberNo !== null });
}
