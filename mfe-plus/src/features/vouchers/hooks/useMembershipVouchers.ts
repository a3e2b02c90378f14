// GET /api/membership/vouchers — Voucher products.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { membershipVouchersQuery } from '../api/vouchersQueries';

export function useMembershipVouchers() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...membershipVouchersQuery(memberNo),
    enabled: memberNo !== null,
  });
}
