// GET /api/membership/pet-shop-option-total-bonus-money — Total pet-shop bonus of an option membership.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { PetShopTotalBonusSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePetShopTotalBonus(optionMembershipId: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.petShopTotalBonus(memberNo, optionMembershipId),
    queryFn: () => apiClient.get<Static<typeof PetShopTotalBonusSchema>>('/api/membership/pet-shop-option-total-bonus-money', { params: { optionMembershipId } }),
    enabled: memberNo !== null && optionMembershipId > 0,
  });
}
