// POST /api/membership/pet-shop/reward — Takes the pet-shop bonus (useCount). The answer's
// remainCount goes into the pet-shop state at once (the state is fetched again as well).
import type { PetShopState, Static, PetRewardRequestSchema, PetRewardResultSchema } from '@hanpan/contracts';
import { apiClient, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';
import { petShopKeys } from '../api/petShopQueries';

export function usePetShopReward() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMemberAction<Static<typeof PetRewardRequestSchema>, Static<typeof PetRewardResultSchema>>((v, idempotencyKey) => apiClient.post('/api/membership/pet-shop/reward', v, { idempotencyKey }), {
    onSuccess: (r) => client.setQueryData<PetShopState>(petShopKeys.petShop(memberNo), (old) => (old ? { ...old, remainCount: r.remainCount } : old)),
  });
}
