// POST /api/membership/bankbook — Uses bankbook(s); 422 carries the SPEC §8 bankbook code (isRuleError).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankbookUseRequest, BankbookUseResult } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useIdempotentAction } from './useIdempotentAction';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useBankbookUse() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: BankbookUseRequest) => apiClient.post<BankbookUseResult>('/api/membership/bankbook', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return client.invalidateQueries({ queryKey: queryKeys.member(memberNo) });
    },
  });
}
