// GET /api/membership/pet-shop-option-total-bonus-money — Total pet-shop bonus of an option membership.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { petShopTotalBonusQuery } from '../api/petShopQueries';

export function usePetShopTotalBonus(optionMembershipId: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...petShopTotalBonusQuery(memberNo, optionMembershipId),
    enabled: memberNo !== null && optionMembershipId > 0,
  });
}
