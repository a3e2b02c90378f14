// POST /api/events/{name}/processors — Takes part in an event (processor POST).
import type { Static, EventProcessorResultSchema } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useEventProcessorRun() {
  return useMemberAction<{ name: string; processorName: string }, Static<typeof EventProcessorResultSchema>>(
    (v, idempotencyKey) => apiClient.post(`/api/events/${encodeURIComponent(v.name)}/processors`, { processorName: v.processorName }, { idempotencyKey }),
    // the goldbox popup's failure alert reads the event's status again (alertMoveFailure)
    { source: 'event', rereadAfterFailure: 'page' },
  );
}
