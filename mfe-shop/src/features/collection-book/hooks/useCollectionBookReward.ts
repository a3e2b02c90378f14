// POST /api/avatar/collection-book-masters/{id}/reward — Claims a completed book's reward (once).
import type { CollectionBookRewardResult } from '@hanpan/contracts';
import { apiClient, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useCollectionBookReward() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (bookId: number) =>
      apiClient.post<CollectionBookRewardResult>(`/api/avatar/collection-book-masters/${bookId}/reward`, undefined, { idempotencyKey: action.keyFor(bookId) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
