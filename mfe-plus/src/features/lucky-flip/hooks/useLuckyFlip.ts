// POST /api/membership/lucky-flip — Draws the lucky flip.
import type { Static, LuckyFlipResultSchema } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useLuckyFlip() {
  return useMemberAction<void, Static<typeof LuckyFlipResultSchema>>((v, idempotencyKey) => apiClient.post('/api/membership/lucky-flip', v, { idempotencyKey }));
}
