// POST /api/avatar/collection-book-masters/{id}/reward — Claims a completed book's reward (once).
import type { CollectionBookRewardResult } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useCollectionBookReward() {
  return useMemberAction<number, CollectionBookRewardResult>(
    (bookId, idempotencyKey) => apiClient.post(`/api/avatar/collection-book-masters/${bookId}/reward`, undefined, { idempotencyKey }),
    { source: 'collection-book' },
  );
}
