// GET /api/events/goldbox — Goldbox event status.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { GoldboxStatusSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useGoldbox() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.goldbox(memberNo),
    queryFn: () => apiClient.get<Static<typeof GoldboxStatusSchema>>('/api/events/goldbox'),
    enabled: memberNo !== null,
  });
}
