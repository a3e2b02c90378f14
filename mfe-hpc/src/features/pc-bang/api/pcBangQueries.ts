// Query-option factories of the pc-bang feature: hooks and anyone prefetching use the same keys
// (shared keys: the mobile site's PC-bang card reads the same).
import type { ChampionshipCount } from '@hanpan/contracts';
import { apiClient, queryOptions, type MemberNo } from '@hanpan/platform';
import { sharedMemberKeys } from '@hanpan/platform/query-keys';

/** GET /api/pc-bang/championship/count — applications of a round (default: the current one). */
export const championshipCountQuery = (memberNo: MemberNo | null, round?: number) =>
  queryOptions({ queryKey: sharedMemberKeys.championshipCount(memberNo, round), queryFn: () => apiClient.get<ChampionshipCount>('/api/pc-bang/championship/count', { params: { round } }) });
