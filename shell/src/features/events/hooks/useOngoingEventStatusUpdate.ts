// PUT /api/events/status/${v.type} — Sets the event status per type.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OngoingEventStatus, OngoingEventType } from '@hanpan/contracts';
import { apiClient, memberKey, useQueryMemberNo } from '@hanpan/platform';

export function useOngoingEventStatusUpdate() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { type: OngoingEventType; status: 'SEEN' | 'NONE' }) => apiClient.put<OngoingEventStatus>(`/api/events/status/${v.type}`, { status: v.status }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey(memberNo) }),
  });
}
