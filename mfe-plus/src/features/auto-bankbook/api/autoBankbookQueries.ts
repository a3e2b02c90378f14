// Query-option factories of the auto-bankbook feature: hooks and anyone prefetching use the same keys.
import type { AutoBankbook } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const autoBankbookKeys = {
  autoBankbook: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'autoBankbook'] as const,
};

/** GET /api/membership/auto-bankbook — Auto-bankbook reservation state. */
export const autoBankbookQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: autoBankbookKeys.autoBankbook(memberNo), queryFn: () => apiClient.get<AutoBankbook>('/api/membership/auto-bankbook') });
