// GET /api/events/status — MILEAGE and MONEY_TRANSFER event status (after login, SPEC §7).
import { useQuery } from '@tanstack/react-query';
import { ongoingEventStatusQuery } from '../platformQueries';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useOngoingEventStatus() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...ongoingEventStatusQuery(memberNo), enabled: memberNo !== null });
}
