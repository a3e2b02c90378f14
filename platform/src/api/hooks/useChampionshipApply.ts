// POST /api/pc-bang/championship/apply — Applies to the PC-room championship round.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChampionshipCount } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useChampionshipApply() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { round: number }) => apiClient.post<ChampionshipCount>('/api/pc-bang/championship/apply', v),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
