// The member's game restrictions in force (GET /api/restriction lists them all, whatever its gameId):
// the mobile home says which games are closed to them and until when. The shop's restriction key,
// so the two share one answer on a page.
import type { Restriction } from '@hanpan/contracts';
import { apiClient, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { sharedMemberKeys } from '@hanpan/platform/query-keys';

export function useGameRestrictions() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: sharedMemberKeys.restriction(memberNo),
    queryFn: () => apiClient.get<Restriction>('/api/restriction'),
    enabled: memberNo !== null,
    select: (r) => r.restrictions,
  });
}
