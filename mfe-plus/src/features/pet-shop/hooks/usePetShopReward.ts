// POST /api/membership/pet-shop/reward — Takes the pet-shop bonus (useCount). The answer's
// remainCount goes into the pet-shop state at once (the state is fetched again as well).
import type { PetShopState, Static, PetRewardRequestSchema, PetRewardResultSchema } from '@hanpan/contracts';
import { apiClient, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { useMoneyActionRereads } from '../../../lib/useMoneyActionRereads';
import { petShopKeys } from '../api/petShopQueries';

export function usePetShopReward() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  const { reread, rereadIfLost } = useMoneyActionRereads();
  return useMutation({
    mutationFn: (v: Static<typeof PetRewardRequestSchema>) => apiClient.post<Static<typeof PetRewardResultSchema>>('/api/membership/pet-shop/reward', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: (r) => {
      action.reset();
      client.setQueryData<PetShopState>(petShopKeys.petShop(memberNo), (old) => (old ? { ...old, remainCount: r.remainCount } : old));
      // other open windows (the portal page behind this popup) refresh their money too
      return reread();
    },
    // a lost answer may have paid: read again what it changes
    onError: (error) => void rereadIfLost(error),
  });
}
