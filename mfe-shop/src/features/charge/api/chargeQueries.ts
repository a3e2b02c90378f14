// Query-option factories of the charge feature.
import type { FreeChargeStatus } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

export const chargeKeys = {
  freeChargeStatus: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'charge', 'freeChargeStatus'] as const,
};

/** GET /api/money/members/charge — free recharges left today (by the member's Plus tier), hancoin amounts. */
export const freeChargeStatusQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: chargeKeys.freeChargeStatus(memberNo), queryFn: () => apiClient.get<FreeChargeStatus>('/api/money/members/charge') });
