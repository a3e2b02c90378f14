// GET /api/membership/pet-shop-money-history — Pet-shop money history (zero-based page).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Page } from '@hanpan/contracts';
import type { MembershipMoneyHistoryItem } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePetShopMoneyHistory(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.petShopMoneyHistory(memberNo, params),
    queryFn: () => apiClient.get<Page<MembershipMoneyHistoryItem>>('/api/membership/pet-shop-money-history', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
