// POST /api/hpc/{id}/apply — applies to a championship. /hpc skips the member refresh (SPEC §2), so
// only what changed is fetched again: the schedule (applyCount, applied) and the member's hpc.
import type { HpcApplyResult } from '@hanpan/contracts';
import { announceBalanceChange, apiClient, hpcMeQuery, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { championshipKeys } from '../api/championshipQueries';

export function useHpcApply() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number }) => apiClient.post<HpcApplyResult>(`/api/hpc/${v.id}/apply`, undefined),
    // the player's other tabs show 참가 신청 still (QA): they read the schedule again
    onSuccess: () => announceBalanceChange('hpc-apply'),
    // refused or not, the window or the count may have moved: refetch both
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: championshipKeys.hpcSchedule(memberNo) }),
        client.invalidateQueries({ queryKey: hpcMeQuery(memberNo).queryKey }),
      ]),
  });
}
