// GET /api/restriction — Restriction and purchase limits (optionally for one game).
import { useQuery } from '@tanstack/react-query';
import type { Restriction } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useRestriction(gameId?: string) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.restriction(memberNo, gameId),
    queryFn: () => apiClient.get<Restriction>('/api/restriction', { params: { gameId } }),
    enabled: memberNo !== null,
  });
}
