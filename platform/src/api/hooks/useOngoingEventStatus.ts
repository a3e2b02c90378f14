// GET /api/events/status — MILEAGE and MONEY_TRANSFER event status (after login, SPEC §7).
import { useQuery } from '@tanstack/react-query';
import type { OngoingEventStatus } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useOngoingEventStatus() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.ongoingEventStatus(memberNo),
    queryFn: () => apiClient.get<OngoingEventStatus>('/api/events/status'),
    enabled: memberNo !== null,
  });
}
