// POST /api/membership/lucky-flip — Draws the lucky flip.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { LuckyFlipResultSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useIdempotentAction } from './useIdempotentAction';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useLuckyFlip() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: () => apiClient.post<Static<typeof LuckyFlipResultSchema>>('/api/membership/lucky-flip', undefined, { idempotencyKey: action.keyFor(null) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: queryKeys.member(memberNo) });
    },
  });
}
