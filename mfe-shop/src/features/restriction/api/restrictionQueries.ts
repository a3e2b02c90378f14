// Query-option factories of the restriction feature: hooks and anyone prefetching use the same keys.
import type { Restriction, Page, RestrictionHistory, RestrictionUsage } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';
import { sharedMemberKeys } from '@hanpan/platform/query-keys';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const restrictionKeys = {
  restriction: sharedMemberKeys.restriction,
  restrictionHistories: (memberNo: MemberNo | null, params: { page?: number; size?: number }) => [...memberKey(memberNo), 'restriction', 'restrictionHistories', params] as const,
  restrictionUsage: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'restriction', 'restrictionUsage'] as const,
};

/** GET /api/restriction — Restriction and purchase limits (optionally for one game). */
export const restrictionQuery = (memberNo: MemberNo | null, gameId?: string) =>
  queryOptions({ queryKey: restrictionKeys.restriction(memberNo, gameId), queryFn: () => apiClient.get<Restriction>('/api/restriction', { params: { gameId } }) });

/** GET /api/restriction/histories — Limit change history (zero-based page). */
export const restrictionHistoriesQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number } = {}) =>
  queryOptions({ queryKey: restrictionKeys.restrictionHistories(memberNo, params), queryFn: () => apiClient.get<Page<RestrictionHistory>>('/api/restriction/histories', { params, minDelay: true }) });

/** GET /api/restriction/usage — This month's purchases by Korean day (the chart). */
export const restrictionUsageQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: restrictionKeys.restrictionUsage(memberNo), queryFn: () => apiClient.get<RestrictionUsage>('/api/restriction/usage') });
