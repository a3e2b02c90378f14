// Query-option factories of the home feature: hooks and anyone prefetching use the same keys.
import { queryOptions } from '@tanstack/react-query';
import type { MainContents } from '@hanpan/contracts';
import { apiClient, memberKey, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const homeKeys = {
  mainContents: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'contents', 'mainContents'] as const,
};

/** GET /api/contents/main — Home page contents. */
export const mainContentsQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: homeKeys.mainContents(memberNo), queryFn: () => apiClient.get<MainContents>('/api/contents/main') });
