// PUT /api/membership/pet-shop — Undresses a pet-shop item.
import type { Static, PetShopDressRequestSchema, PetShopState } from '@hanpan/contracts';
import { apiClient, memberKey, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function usePetShopUndress() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: Static<typeof PetShopDressRequestSchema>) => apiClient.put<PetShopState>('/api/membership/pet-shop', v),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey(memberNo) }),
  });
}
