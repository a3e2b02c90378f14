// GET /api/events/{name}/processors — Runs an event processor query.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { EventProcessorResultSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useEventProcessor(name: string, processorName: string) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.eventProcessor(memberNo, name, processorName),
    queryFn: () => apiClient.get<Static<typeof EventProcessorResultSchema>>(`/api/events/${encodeURIComponent(name)}/processors`, { params: { processorName } }),
    enabled: memberNo !== null,
  });
}
