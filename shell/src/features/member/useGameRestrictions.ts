// The member's game restrictions in force (GET /api/restriction lists them all, whatever its gameId),
// for the home's game list. The key the shop and the mobile home read it by: one answer per page.
import type { Restriction } from '@hanpan/contracts';
import { apiClient, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { restrictionKey } from '@hanpan/platform/query-keys';

export function useGameRestrictions() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: restrictionKey(memberNo),
    queryFn: () => apiClient.get<Restriction>('/api/restriction'),
    enabled: memberNo !== null,
    select: (r) => r.restrictions,
  });
}
