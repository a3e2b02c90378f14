// GET /api/pc-bang/subscription — PC-room subscription (PC, after login).
import { useQuery } from '@tanstack/react-query';
import { pcBangSubscriptionQuery } from '../platformQueries';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePcBangSubscription() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...pcBangSubscriptionQuery(memberNo), enabled: memberNo !== null });
}
