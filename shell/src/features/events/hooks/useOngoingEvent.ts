// GET /api/events/on-going-event/{id} — One ongoing event.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { ongoingEventQuery } from '../api/eventsQueries';

export function useOngoingEvent(id: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...ongoingEventQuery(memberNo, id),
    enabled: memberNo !== null,
  });
}
