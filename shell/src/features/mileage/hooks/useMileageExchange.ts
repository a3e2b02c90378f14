// POST /api/mileage/exchange — Exchanges mileage for game money (409 when currentHoldMileage is stale).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MileageExchangeRequest, MileageExchangeResult } from '@hanpan/contracts';
import { apiClient, memberKey, useIdempotentAction, useQueryMemberNo } from '@hanpan/platform';

export function useMileageExchange() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: MileageExchangeRequest) => apiClient.post<MileageExchangeResult>('/api/mileage/exchange', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
