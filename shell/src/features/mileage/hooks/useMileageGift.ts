// POST /api/mileage/gift — Gives mileage to another member (one Idempotency-Key per action).
import type { MileageGiftRequest, MileageGiftResult } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useMileageGift() {
  // the popup's failure alert reads what a gift changes (alertMoveFailure)
  return useMemberAction<MileageGiftRequest, MileageGiftResult>((v, idempotencyKey) => apiClient.post('/api/mileage/gift', v, { idempotencyKey }), { source: 'mileage-gift', rereadAfterFailure: 'page' });
}
