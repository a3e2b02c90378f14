// POST /api/membership/bankbook — Uses bankbook(s); 422 carries the SPEC §8 bankbook code (isRuleError).
import type { BankbookUseRequest, BankbookUseResult } from '@hanpan/contracts';
import { apiClient, isRuleError, useIdempotentAction, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { useMoneyActionRereads } from '../../../lib/useMoneyActionRereads';
import { bankbookKeys } from '../api/bankbookQueries';

export function useBankbookUse() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  const action = useIdempotentAction();
  const { reread, rereadIfLost } = useMoneyActionRereads();
  return useMutation({
    mutationFn: (v: BankbookUseRequest) => apiClient.post<BankbookUseResult>('/api/membership/bankbook', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      // other open windows (the portal page behind this popup) refresh their money too
      return reread();
    },
    onError: (error) => {
      // a lost answer may have paid (QA: '통장 사용 실패' with the old count and money)
      void rereadIfLost(error);
      // a refusal the page did not expect means its state is old (money, payment or uses changed
      // meanwhile): read it again, so the button and the note say what a use meets now. The
      // beginning question is not a change of state.
      if (isRuleError(error) && !isRuleError(error, 'ERROR_BEGINNING_BANKBOOK')) void client.invalidateQueries({ queryKey: bankbookKeys.bankbookStates(memberNo) });
    },
  });
}
