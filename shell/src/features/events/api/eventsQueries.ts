// Query-option factories of the events feature: hooks and anyone prefetching use the same keys.
import { queryOptions } from '@tanstack/react-query';
import type { Static, GoldboxStatusSchema, EventProcessorResultSchema, OngoingEventSchema } from '@hanpan/contracts';
import { apiClient, isApiError, memberKey, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const eventsKeys = {
  goldbox: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'events', 'goldbox'] as const,
  eventProcessor: (memberNo: MemberNo | null, name: string, processorName: string) => [...memberKey(memberNo), 'events', 'eventProcessor', name, processorName] as const,
  ongoingEvent: (memberNo: MemberNo | null, id: number) => [...memberKey(memberNo), 'events', 'ongoingEvent', id] as const,
};

/** GET /api/events/goldbox — Goldbox event status. */
export const goldboxQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: eventsKeys.goldbox(memberNo), queryFn: () => apiClient.get<Static<typeof GoldboxStatusSchema>>('/api/events/goldbox') });

/** GET /api/events/{name}/processors — Runs an event processor query; null: no such event (the popup says so, not the 404 page). */
export const eventProcessorQuery = (memberNo: MemberNo | null, name: string, processorName: string) =>
  queryOptions({
    queryKey: eventsKeys.eventProcessor(memberNo, name, processorName),
    queryFn: () =>
      apiClient
        .get<Static<typeof EventProcessorResultSchema>>(`/api/events/${encodeURIComponent(name)}/processors`, { params: { processorName }, notFoundPage: false })
        .catch((error: unknown) => (isApiError(error) && error.kind === 'notFound' ? null : Promise.reject(error))),
  });

/** GET /api/events/on-going-event/{id} — One ongoing event. */
export const ongoingEventQuery = (memberNo: MemberNo | null, id: number) =>
  queryOptions({ queryKey: eventsKeys.ongoingEvent(memberNo, id), queryFn: () => apiClient.get<Static<typeof OngoingEventSchema>>(`/api/events/on-going-event/${id}`) });
