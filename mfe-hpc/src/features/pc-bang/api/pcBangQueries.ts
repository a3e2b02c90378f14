// Query-option factories of the pc-bang feature: hooks and anyone prefetching use the same keys.
import type { ChampionshipCount } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const pcBangKeys = {
  all: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'pcBang', 'championshipCount'] as const,
  championshipCount: (memberNo: MemberNo | null, round?: number) => [...memberKey(memberNo), 'pcBang', 'championshipCount', round ?? 'current'] as const,
};

/** GET /api/pc-bang/championship/count — applications of a round (default: the current one). */
export const championshipCountQuery = (memberNo: MemberNo | null, round?: number) =>
  queryOptions({ queryKey: pcBangKeys.championshipCount(memberNo, round), queryFn: () => apiClient.get<ChampionshipCount>('/api/pc-bang/championship/count', { params: { round } }) });
