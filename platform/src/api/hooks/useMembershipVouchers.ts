// GET /api/membership/vouchers — Voucher products.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { MembershipVoucherProductSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMembershipVouchers() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.membershipVouchers(memberNo),
    queryFn: () => apiClient.get<Static<typeof MembershipVoucherProductSchema>[]>('/api/membership/vouchers'),
    enabled: memberNo !== null,
  });
}
