// Query-option factories of the avatar-mark feature: hooks and anyone prefetching use the same keys.
import type { AvatarMark } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const avatarMarkKeys = {
  vipAvatarMark: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'vip', 'vipAvatarMark'] as const,
};

/** GET /api/vip/benefits/avatar-mark — the marks, which the grade allows, which one is worn. */
export const vipAvatarMarkQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: avatarMarkKeys.vipAvatarMark(memberNo), queryFn: () => apiClient.get<AvatarMark>('/api/vip/benefits/avatar-mark') });
