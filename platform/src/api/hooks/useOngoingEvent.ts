// GET /api/events/on-going-event/{id} — One ongoing event.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { OngoingEventSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useOngoingEvent(id: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.ongoingEvent(memberNo, id),
    queryFn: () => apiClient.get<Static<typeof OngoingEventSchema>>(`/api/events/on-going-event/${id}`),
    enabled: memberNo !== null,
  });
}
