// GET /api/membership/pet-shop — Pet shop state.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { petShopQuery } from '../api/petShopQueries';

export function usePetShop() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...petShopQuery(memberNo),
    enabled: memberNo !== null,
  });
}
