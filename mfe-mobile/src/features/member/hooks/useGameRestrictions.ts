// The member's game restrictions in force (GET /api/restriction lists them all, whatever its gameId):
// the mobile home says which games are closed to them and until when. Same query key as the
// shop's restriction read, so the two share one answer on a page.
import type { Restriction } from '@hanpan/contracts';
import { apiClient, memberKey, useQuery, useQueryMemberNo } from '@hanpan/platform';

export function useGameRestrictions() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: [...memberKey(memberNo), 'restriction', 'restriction', undefined] as const,
    queryFn: () => apiClient.get<Restriction>('/api/restriction'),
    enabled: memberNo !== null,
    select: (r) => r.restrictions,
  });
}
