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
      const pages = { queryKey: inventoryKeys.memos(memberNo, {}).slice(0, -1) };
      client.setQueriesData<Page<Memo>>(pages, (page) => (page ? { ...page, content: page.content.map((m) => (m.id === memo.id ? memo : m)) } : page));
      // …but the server's order moved: any page opened next is read again (unread memos of a later
      // page have moved up; a cached page 1 would hide them), not the one on screen
      void client.invalidateQueries({ ...pages, refetchType: 'none' });
      return client.invalidateQueries({ queryKey: platformKeys.personalZone(memberNo) });
    },
  });
}
