// GET /api/membership/discount-dealer-amount — Today's dealer-fee discount.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { discountDealerAmountQuery } from '../api/dealerDiscountQueries';

export function useDiscountDealerAmount() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...discountDealerAmountQuery(memberNo),
    enabled: memberNo !== null,
  });
}
