// GET /api/membership/me/vouchers — The member's vouchers (useYn, page, size).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { Page } from '@hanpan/contracts';
import type { MembershipVoucher, MembershipVoucherQuerySchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMyVouchers(params: Static<typeof MembershipVoucherQuerySchema> = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.myVouchers(memberNo, params),
    queryFn: () => apiClient.get<Page<MembershipVoucher>>('/api/membership/me/vouchers', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
