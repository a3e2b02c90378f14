// POST /api/hpc/${v.id}/apply — Applies to a championship.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { HpcApplyResultSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useHpcApply() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number }) => apiClient.post<Static<typeof HpcApplyResultSchema>>(`/api/hpc/${v.id}/apply`, undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
