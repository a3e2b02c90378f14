// GET /api/membership/discount-dealer-amount — Today's dealer-fee discount.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { discountDealerAmountQuery } from '../api/dealerDiscountQueries';

/** How often a holder whose day is not drawn yet (just after midnight) is read again. */
export const UNDRAWN_DAY_REFETCH_MS = 20_000;

export function useDiscountDealerAmount() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...discountDealerAmountQuery(memberNo),
    enabled: memberNo !== null,
    refetchInterval: (q) => (q.state.data?.active && !q.state.data.today ? UNDRAWN_DAY_REFETCH_MS : false),
  });
}
