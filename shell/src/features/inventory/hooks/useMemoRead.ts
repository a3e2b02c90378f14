// PUT /api/memos/${v.id}/read — Marks a memo read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Memo, Page } from '@hanpan/contracts';
import { apiClient, platformKeys, useQueryMemberNo } from '@hanpan/platform';
import { inventoryKeys } from '../api/inventoryQueries';

export function useMemoRead() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number }) => apiClient.put<Memo>(`/api/memos/${v.id}/read`, undefined),
    onSuccess: (memo) => {
      // The open list keeps its order (the memo does not jump away while being read); the next
      // fetch puts it after the unread ones. The personal zone's unread count drops now.
      client.setQueriesData<Page<Memo>>({ queryKey: inventoryKeys.memos(memberNo, {}).slice(0, -1) }, (page) =>
        page ? { ...page, content: page.content.map((m) => (m.id === memo.id ? memo : m)) } : page,
      );
      return client.invalidateQueries({ queryKey: platformKeys.personalZone(memberNo) });
    },
  });
}
