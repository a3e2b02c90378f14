// POST /api/pc-bang/championship/apply — applies to the PC-bang championship round; refetches the
// round's count (the only thing that changed).
import type { ChampionshipCount } from '@hanpan/contracts';
import { announceBalanceChange, apiClient, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { sharedMemberKeys } from '@hanpan/platform/query-keys';

export function useChampionshipApply() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { round: number; idempotencyKey?: string }) =>
      apiClient.post<ChampionshipCount>('/api/pc-bang/championship/apply', { round: v.round }, { idempotencyKey: v.idempotencyKey }),
    // the player's other tabs read the round's count again
    onSuccess: () => announceBalanceChange('pc-bang-championship-apply'),
    onSettled: () => client.invalidateQueries({ queryKey: sharedMemberKeys.championshipCounts(memberNo) }),
  });
}
