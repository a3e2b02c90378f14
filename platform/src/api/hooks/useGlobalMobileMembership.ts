// GET /api/contents/global/mobile-membership — Plus catalogue, mobile variant.
import { useQuery } from '@tanstack/react-query';
import { globalMobileMembershipQuery } from '../platformQueries';

export function useGlobalMobileMembership() {
  return useQuery(globalMobileMembershipQuery());
}
