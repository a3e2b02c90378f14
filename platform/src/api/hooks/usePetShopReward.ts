// POST /api/membership/pet-shop/reward — Takes the pet-shop bonus (useCount).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { PetRewardRequestSchema, PetRewardResultSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useIdempotentAction } from './useIdempotentAction';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePetShopReward() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: Static<typeof PetRewardRequestSchema>) => apiClient.post<Static<typeof PetRewardResultSchema>>('/api/membership/pet-shop/reward', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: queryKeys.member(memberNo) });
    },
  });
}
