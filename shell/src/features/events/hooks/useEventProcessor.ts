// GET /api/events/{name}/processors — Runs an event processor query.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { eventProcessorQuery } from '../api/eventsQueries';

export function useEventProcessor(name: string, processorName: string) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...eventProcessorQuery(memberNo, name, processorName),
    enabled: memberNo !== null,
  });
}
