// Query-option factories of the vouchers feature: hooks and anyone prefetching use the same keys.
import type { Static, MembershipVoucherProductSchema, Page, MembershipVoucher, MembershipVoucherQuerySchema } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const vouchersKeys = {
  membershipVouchers: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'membershipVouchers'] as const,
  myVouchers: (memberNo: MemberNo | null, params: Static<typeof MembershipVoucherQuerySchema>) => [...memberKey(memberNo), 'membership', 'myVouchers', params] as const,
};

/** GET /api/membership/vouchers — Voucher products. */
export const membershipVouchersQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: vouchersKeys.membershipVouchers(memberNo), queryFn: () => apiClient.get<Static<typeof MembershipVoucherProductSchema>[]>('/api/membership/vouchers') });

/** GET /api/membership/me/vouchers — The member's vouchers (useYn, page, size). */
export const myVouchersQuery = (memberNo: MemberNo | null, params: Static<typeof MembershipVoucherQuerySchema> = {}) =>
  queryOptions({ queryKey: vouchersKeys.myVouchers(memberNo, params), queryFn: () => apiClient.get<Page<MembershipVoucher>>('/api/membership/me/vouchers', { params, minDelay: true }) });
