// The bankbook use flow of SPEC §8: use → a refusal shows its title and text; ERROR_BEGINNING_BANKBOOK
// asks first (use it now, or keep it for the change discount) and, confirmed, sends the same use
// again with confirmBeginning. One flow at a time (useSingleAction, the store's runAction): a double
// click is one use, and the button stays disabled from the first click until the flow's last dialog closes.
import { useCallback, useState } from 'react';
import type { BankbookErrorCode, BankbookUseResult } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { type FooterButton, formatKoreanMoney, hanpanStore, isAnswerLost, isRuleError, type RuleErrorText, useSingleAction } from '@hanpan/platform';
import { alertActionDone } from '@hanpan/platform/member-action';
import { alertMoneyActionError } from '../../../lib/ruleAlert';
import { BANKBOOK_ERRORS } from '../bankbookErrorTexts';
import { useBankbookUse } from './useBankbookUse';

/** runAction name of the use flow (one per page: the popup and a layer share it). */
export const BANKBOOK_USE_ACTION = 'plus.bankbook.use';

export interface BankbookFlowOptions {
  /** extra buttons for a refusal (join, upgrade, pet shop suggestions) */
  actionsFor?: (code: BankbookErrorCode) => FooterButton[] | undefined;
}

const BANKBOOK_ANSWER_LOST = { unsure: '통장이 사용되었는지', check: '통장 사용 횟수와 보유 머니를' };
/** A refused use's dialog texts: more uses than are left is said in the server's words, which name the count left. */
const USE_REFUSAL_TEXTS: Partial<Record<BankbookErrorCode, RuleErrorText>> = { ...BANKBOOK_ERRORS, ERROR_USE_BANKBOOK: undefined };

export function useBankbookFlow({ actionsFor }: BankbookFlowOptions = {}) {
  const mutation = useBankbookUse();
  const { mutateAsync } = mutation;
  const { run, running } = useSingleAction(BANKBOOK_USE_ACTION);
  /** the refusal code of the last use that failed here (null before any attempt and after a success) */
  const [failedCode, setFailedCode] = useState<string | null>(null);
  const flow = useCallback(
    async (useCount: number): Promise<BankbookUseResult | null> => {
      const store = hanpanStore.getState();
      const done = async (r: BankbookUseResult) => {
        setFailedCode(null);
        const paid = formatKoreanMoney(r.paidMoney);
        await alertActionDone(r, { header: '통장 사용 완료', body: `게임머니 ${withParticle(paid, '을')} 받았습니다.\n남은 통장 ${r.remainCount}회`, earlier: `게임머니 ${paid} 통장 사용` });
        return r;
      };
      // (a lost answer is no failure: it may have paid)
      const failed = (error: unknown) => setFailedCode(isAnswerLost(error) ? null : isRuleError(error) ? error.code : 'ERROR_USE_BANKBOOK');
      try {
        return await done(await mutateAsync({ useCount }));
      } catch (error) {
        if (isRuleError(error, 'ERROR_BEGINNING_BANKBOOK')) {
          const text = BANKBOOK_ERRORS.ERROR_BEGINNING_BANKBOOK;
          const yes = await store.confirm({ header: text.title, body: text.message, submitText: '지금 사용하기', cancelText: '나중에 사용하기', defaultFocus: 'cancel' });
          if (!yes) return null;
          try {
            return await done(await mutateAsync({ useCount, confirmBeginning: true }));
          } catch (again) {
            failed(again);
            await alertMoneyActionError(again, USE_REFUSAL_TEXTS, '통장 사용 실패', BANKBOOK_ANSWER_LOST);
            return null;
          }
        }
        failed(error);
        const code = isRuleError(error) ? (error.code as BankbookErrorCode) : null;
        await alertMoneyActionError(error, USE_REFUSAL_TEXTS, '통장 사용 실패', BANKBOOK_ANSWER_LOST, code ? actionsFor?.(code) : undefined);
        return null;
      }
    },
    [mutateAsync, actionsFor],
  );
  const use = useCallback((useCount: number) => run(() => flow(useCount)), [flow, run]);
  return { use, isPending: running || mutation.isPending, failedCode };
}
