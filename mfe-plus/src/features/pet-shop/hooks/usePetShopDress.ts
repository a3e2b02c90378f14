// POST /api/membership/pet-shop — Dresses a pet-shop item.
import type { Static, PetShopDressRequestSchema, PetShopState } from '@hanpan/contracts';
import { apiClient, memberKey, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function usePetShopDress() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: Static<typeof PetShopDressRequestSchema>) => apiClient.post<PetShopState>('/api/membership/pet-shop', v),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey(memberNo) }),
  });
}
