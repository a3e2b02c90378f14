// GET /api/membership/me/vouchers — The member's vouchers (useYn, page, size).
import type { Static, MembershipVoucherQuerySchema } from '@hanpan/contracts';
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { myVouchersQuery } from '../api/vouchersQueries';

export function useMyVouchers(params: Static<typeof MembershipVoucherQuerySchema> = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...myVouchersQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
