// PUT /api/events/goldbox/layer — Marks the goldbox layer opened.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static, GoldboxOpenResultSchema } from '@hanpan/contracts';
import { apiClient, memberKey, useQueryMemberNo } from '@hanpan/platform';

export function useGoldboxLayerOpen() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.put<Static<typeof GoldboxOpenResultSchema>>('/api/events/goldbox/layer', undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey(memberNo) }),
  });
}
