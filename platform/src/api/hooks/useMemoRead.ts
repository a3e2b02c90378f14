// PUT /api/memos/${v.id}/read — Marks a memo read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Memo } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMemoRead() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number }) => apiClient.put<Memo>(`/api/memos/${v.id}/read`, undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
