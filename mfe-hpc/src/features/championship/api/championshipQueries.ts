// Query-option factories of the championship feature: hooks and anyone prefetching use the same keys.
import type { HpcChampionship, Page, Static, HpcComingSoonTextSchema } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const championshipKeys = {
  hpcSchedule: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'hpc', 'hpcSchedule'] as const,
  hpcChampionship: (memberNo: MemberNo | null, id: number) => [...memberKey(memberNo), 'hpc', 'hpcChampionship', id] as const,
  hpcEnded: (memberNo: MemberNo | null, page: number, size: number) => [...memberKey(memberNo), 'hpc', 'hpcEnded', page, size] as const,
  hpcComingSoonText: () => ['public', 'hpc', 'hpcComingSoonText'] as const,
};

/** GET /api/hpc/schedule — championships not yet ended (current first, then the next). */
export const hpcScheduleQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: championshipKeys.hpcSchedule(memberNo), queryFn: () => apiClient.get<HpcChampionship[]>('/api/hpc/schedule') });

/** GET /api/hpc/championships/{id} — one championship (an unknown id is the 404 page). */
export const hpcChampionshipQuery = (memberNo: MemberNo | null, id: number) =>
  queryOptions({ queryKey: championshipKeys.hpcChampionship(memberNo, id), queryFn: () => apiClient.get<HpcChampionship>(`/api/hpc/championships/${id}`) });

/** GET /api/hpc/championships/ended — ended championships, newest first (zero-based pages). */
export const hpcEndedQuery = (memberNo: MemberNo | null, page: number, size: number) =>
  queryOptions({
    queryKey: championshipKeys.hpcEnded(memberNo, page, size),
    queryFn: () => apiClient.get<Page<HpcChampionship>>('/api/hpc/championships/ended', { params: { page, size } }),
  });

/** GET /api/hpc/coming-soon-text — Coming-soon text. */
export const hpcComingSoonTextQuery = () =>
  queryOptions({ queryKey: championshipKeys.hpcComingSoonText(), queryFn: () => apiClient.get<Static<typeof HpcComingSoonTextSchema>>('/api/hpc/coming-soon-text') });
