// POST /api/membership/pet-shop/reward — Takes the pet-shop bonus (useCount).
import type { Static, PetRewardRequestSchema, PetRewardResultSchema } from '@hanpan/contracts';
import { announceBalanceChange, apiClient, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function usePetShopReward() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: Static<typeof PetRewardRequestSchema>) => apiClient.post<Static<typeof PetRewardResultSchema>>('/api/membership/pet-shop/reward', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      // other open windows (the portal page behind this popup) refresh their money too
      announceBalanceChange();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
