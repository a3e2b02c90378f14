// GET /api/contents/members/personal-zone — Personal zone: userRat, mileage, inventory counts, currency.
import { useQuery } from '@tanstack/react-query';
import { personalZoneQuery } from '../platformQueries';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePersonalZone() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...personalZoneQuery(memberNo), enabled: memberNo !== null });
}
