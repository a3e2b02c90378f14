// PUT /api/membership/pet-shop — Undresses a pet-shop item.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static, PetShopDressRequestSchema, PetShopState } from '@hanpan/contracts';
import { apiClient, memberKey, useQueryMemberNo } from '@hanpan/platform';

export function usePetShopUndress() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: Static<typeof PetShopDressRequestSchema>) => apiClient.put<PetShopState>('/api/membership/pet-shop', v),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey(memberNo) }),
  });
}
