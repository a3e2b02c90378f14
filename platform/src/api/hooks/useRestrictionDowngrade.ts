// PUT /api/restriction/downgrade — Lowers limits; resultType picks the restrict popup.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestrictionChangeBody, RestrictionChangeResult } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useRestrictionDowngrade() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: RestrictionChangeBody) => apiClient.put<RestrictionChangeResult>('/api/restriction/downgrade', v),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
