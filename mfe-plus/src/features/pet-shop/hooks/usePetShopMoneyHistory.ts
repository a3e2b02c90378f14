// GET /api/membership/pet-shop-money-history — Pet-shop money history (zero-based page).
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { petShopMoneyHistoryQuery } from '../api/petShopQueries';

export function usePetShopMoneyHistory(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...petShopMoneyHistoryQuery(memberNo, params),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
