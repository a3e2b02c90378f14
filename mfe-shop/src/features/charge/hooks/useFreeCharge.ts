// POST /api/money/members/charge — Free recharge of game money.
import type { FreeChargeResult } from '@hanpan/contracts';
import { apiClient, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useFreeCharge() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: () => apiClient.post<FreeChargeResult>('/api/money/members/charge', undefined, { idempotencyKey: action.keyFor(null) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
