// POST /api/avatar/collection-book-masters/{id}/reward — Claims a completed book's reward (once).
import type { CollectionBookRewardResult } from '@hanpan/contracts';
import { apiClient, useMemberAction } from '@hanpan/platform';

export function useCollectionBookReward() {
  return useMemberAction<number, CollectionBookRewardResult>(
    (bookId, idempotencyKey) => apiClient.post(`/api/avatar/collection-book-masters/${bookId}/reward`, undefined, { idempotencyKey }),
    { source: 'collection-book' },
  );
}
