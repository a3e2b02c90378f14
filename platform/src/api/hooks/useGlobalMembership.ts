// GET /api/contents/global/membership — Plus catalogue (PC).
import { useQuery } from '@tanstack/react-query';
import { globalMembershipQuery } from '../platformQueries';

export function useGlobalMembership() {
  return useQuery(globalMembershipQuery());
}
