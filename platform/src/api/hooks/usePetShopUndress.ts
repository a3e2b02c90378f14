// PUT /api/membership/pet-shop — Undresses a pet-shop item.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { PetShopDressRequestSchema, PetShopState } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePetShopUndress() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: Static<typeof PetShopDressRequestSchema>) => apiClient.put<PetShopState>('/api/membership/pet-shop', v),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
