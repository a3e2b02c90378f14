// Query-option factories of the power-chief feature.
import type { PowerChief } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const powerChiefKeys = {
  powerChief: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'vip', 'powerChief'] as const,
};

/** GET /api/vip/power-chief — power-chief status, this month's bonus and the last claims. */
export const powerChiefQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: powerChiefKeys.powerChief(memberNo), queryFn: () => apiClient.get<PowerChief>('/api/vip/power-chief') });
