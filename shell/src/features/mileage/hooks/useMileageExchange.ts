// POST /api/mileage/exchange — Exchanges mileage for game money (409 when currentHoldMileage is stale).
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MileageExchangeRequest, MileageExchangeResult } from '@hanpan/contracts';
import { apiClient, isAnswerLost, memberKey, useIdempotentAction, useQueryMemberNo } from '@hanpan/platform';

export function useMileageExchange() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  // The request whose answer was lost: pressed again for the same amount it goes again as it was (its
  // key and the balance it saw), so the server answers with its first result. A new request with the
  // balance read again after the loss would pass the stale check and convert twice (QA: a gateway's
  // 504 after the server had converted).
  const lost = useRef<MileageExchangeRequest | null>(null);
  const requestFor = (v: MileageExchangeRequest) => (lost.current?.mileage === v.mileage ? lost.current : v);
  return useMutation({
    mutationFn: (v: MileageExchangeRequest) => {
      const body = requestFor(v);
      return apiClient.post<MileageExchangeResult>('/api/mileage/exchange', body, { idempotencyKey: action.keyFor(body) });
    },
    onSuccess: () => {
      lost.current = null;
      action.reset();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
    onError: (error, v) => {
      lost.current = isAnswerLost(error) ? requestFor(v) : null;
    },
  });
}
