// POST /api/mileage/gift — Gives mileage to another member (one Idempotency-Key per action).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MileageGiftRequest, MileageGiftResult } from '@hanpan/contracts';
import { apiClient, memberKey, useIdempotentAction, useQueryMemberNo } from '@hanpan/platform';

export function useMileageGift() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: MileageGiftRequest) => apiClient.post<MileageGiftResult>('/api/mileage/gift', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
