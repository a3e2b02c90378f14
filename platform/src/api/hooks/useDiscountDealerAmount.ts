// GET /api/membership/discount-dealer-amount — Today's dealer-fee discount.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { DiscountDealerStateSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useDiscountDealerAmount() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.discountDealerAmount(memberNo),
    queryFn: () => apiClient.get<Static<typeof DiscountDealerStateSchema>>('/api/membership/discount-dealer-amount'),
    enabled: memberNo !== null,
  });
}
