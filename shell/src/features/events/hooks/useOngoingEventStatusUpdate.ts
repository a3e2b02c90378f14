// PUT /api/events/status/${v.type} — Sets the event status per type (SEEN: the member looked at the event).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OngoingEventStatus, OngoingEventType } from '@hanpan/contracts';
import { apiClient, ongoingEventStatusQuery, useQueryMemberNo } from '@hanpan/platform';

export function useOngoingEventStatusUpdate() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { type: OngoingEventType; status: 'SEEN' | 'NONE' }) => apiClient.put<OngoingEventStatus>(`/api/events/status/${v.type}`, { status: v.status }),
    // the answer is the new status: nothing else changed
    onSuccess: (status) => client.setQueryData(ongoingEventStatusQuery(memberNo).queryKey, status),
  });
}
