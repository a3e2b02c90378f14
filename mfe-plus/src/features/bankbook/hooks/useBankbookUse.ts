// POST /api/membership/bankbook — Uses bankbook(s); 422 carries the SPEC §8 bankbook code (isRuleError).
import type { BankbookUseRequest, BankbookUseResult } from '@hanpan/contracts';
import { announceBalanceChange, apiClient, memberKey, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useBankbookUse() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: BankbookUseRequest) => apiClient.post<BankbookUseResult>('/api/membership/bankbook', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      // other open windows (the portal page behind this popup) refresh their money too
      announceBalanceChange();
      return client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
  });
}
