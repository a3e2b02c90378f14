// POST /api/mileage/exchange — Exchanges mileage for game money (409 when currentHoldMileage is stale).
import type { MileageExchangeRequest, MileageExchangeResult } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useMileageExchange() {
  return useMemberAction<MileageExchangeRequest, MileageExchangeResult>((v, idempotencyKey) => apiClient.post('/api/mileage/exchange', v, { idempotencyKey }), {
    source: 'mileage-exchange',
    // the popup's failure alert reads what an exchange changes (alertMoveFailure)
    rereadAfterFailure: 'page',
    // the request carries the balance the player saw: pressed again for the same amount after a lost
    // answer, a request with the balance read after the loss would pass the stale check and convert
    // twice (QA: a gateway's 504 after the server had converted)
    sameAction: (lost, next) => lost.mileage === next.mileage,
  });
}
