// POST /api/events/{name}/processors — Takes part in an event (processor POST).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static, EventProcessorResultSchema } from '@hanpan/contracts';
import { apiClient, memberKey, useIdempotentAction, useQueryMemberNo } from '@hanpan/platform';

export function useEventProcessorRun() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: { name: string; processorName: string }) => apiClient.post<Static<typeof EventProcessorResultSchema>>(`/api/events/${encodeURIComponent(v.name)}/processors`, { processorName: v.processorName }, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
