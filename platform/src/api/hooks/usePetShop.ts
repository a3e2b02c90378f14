// GET /api/membership/pet-shop — Pet shop state.
import { useQuery } from '@tanstack/react-query';
import type { PetShopState } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePetShop() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.petShop(memberNo),
    queryFn: () => apiClient.get<PetShopState>('/api/membership/pet-shop'),
    enabled: memberNo !== null,
  });
}
