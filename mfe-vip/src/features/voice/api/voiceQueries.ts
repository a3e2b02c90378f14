// Query-option factories of the VIP voice feature.
import type { VipVoicePage } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const voiceKeys = {
  vipVoices: (memberNo: MemberNo | null, params: { page: number; size: number }) => [...memberKey(memberNo), 'vip', 'vipVoices', params] as const,
};

/** GET /api/vip/voices — the member's messages to the VIP desk with their answers. */
export const vipVoicesQuery = (memberNo: MemberNo | null, params: { page: number; size: number }) =>
  queryOptions({ queryKey: voiceKeys.vipVoices(memberNo, params), queryFn: () => apiClient.get<VipVoicePage>('/api/vip/voices', { params, minDelay: true }) });
