// POST /api/membership/bankbook — Uses bankbook(s); 422 carries the SPEC §8 bankbook code (isRuleError).
import type { BankbookUseRequest, BankbookUseResult } from '@hanpan/contracts';
import { apiClient, isRuleError, useQueryClient, useQueryMemberNo } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';
import { bankbookKeys } from '../api/bankbookQueries';

export function useBankbookUse() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMemberAction<BankbookUseRequest, BankbookUseResult>((v, idempotencyKey) => apiClient.post('/api/membership/bankbook', v, { idempotencyKey }), {
    // a refusal the page did not expect means its state is old (money, payment or uses changed
    // meanwhile): read it again, so the button and the note say what a use meets now. The
    // beginning question is not a change of state.
    onError: (error) => {
      if (isRuleError(error) && !isRuleError(error, 'ERROR_BEGINNING_BANKBOOK')) void client.invalidateQueries({ queryKey: bankbookKeys.bankbookStates(memberNo) });
    },
  });
}
