// PUT /api/restriction/upgrade — Raises limits; resultType picks the restrict popup.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestrictionChangeBody, RestrictionChangeResult } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useRestrictionUpgrade() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: RestrictionChangeBody) => apiClient.put<RestrictionChangeResult>('/api/restriction/upgrade', v),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
