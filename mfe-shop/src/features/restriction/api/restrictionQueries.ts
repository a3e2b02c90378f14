// Query-option factories of the restriction feature: hooks and anyone prefetching use the same keys.
import type { Page, RestrictionHistory, RestrictionUsage } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';
import { allRestrictionsKey } from '@hanpan/platform/query-keys';

/** GET /api/restriction — Restriction and purchase limits (one factory with the homes' closed-games note). */
export { restrictionQuery } from '@hanpan/platform/restriction';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const restrictionKeys = {
  allRestrictions: allRestrictionsKey,
  restrictionHistories: (memberNo: MemberNo | null, params: { page?: number; size?: number }) => [...memberKey(memberNo), 'restriction', 'restrictionHistories', params] as const,
  restrictionUsage: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'restriction', 'restrictionUsage'] as const,
};

/** GET /api/restriction/histories — Limit change history (zero-based page). */
export const restrictionHistoriesQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number } = {}) =>
  queryOptions({ queryKey: restrictionKeys.restrictionHistories(memberNo, params), queryFn: () => apiClient.get<Page<RestrictionHistory>>('/api/restriction/histories', { params, minDelay: true }) });

/** GET /api/restriction/usage — This month's purchases by Korean day (the chart). */
export const restrictionUsageQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: restrictionKeys.restrictionUsage(memberNo), queryFn: () => apiClient.get<RestrictionUsage>('/api/restriction/usage') });
