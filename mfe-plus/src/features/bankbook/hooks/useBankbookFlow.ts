// The bankbook use flow of SPEC §8: use → a refusal shows its title and text; ERROR_BEGINNING_BANKBOOK
// asks first (use it now, or keep it for the change discount) and, confirmed, sends the same use
// again with confirmBeginning.
import { useCallback } from 'react';
import type { BankbookErrorCode, BankbookUseResult } from '@hanpan/contracts';
import { formatKoreanMoney, hanpanStore, isRuleError, type FooterButton } from '@hanpan/platform';
import { alertRuleError } from '../../../lib/ruleAlert';
import { BANKBOOK_ERRORS } from '../bankbookErrorTexts';
import { useBankbookUse } from './useBankbookUse';

export interface BankbookFlowOptions {
  /** extra buttons for a refusal (join, upgrade, pet shop suggestions) */
  actionsFor?: (code: BankbookErrorCode) => FooterButton[] | undefined;
}

export function useBankbookFlow({ actionsFor }: BankbookFlowOptions = {}) {
  const mutation = useBankbookUse();
  const { mutateAsync } = mutation;
  const use = useCallback(
    async (useCount: number): Promise<BankbookUseResult | null> => {
      const store = hanpanStore.getState();
      const done = async (r: BankbookUseResult) => {
        await store.alert({ header: '통장 사용 완료', body: `게임 머니 ${formatKoreanMoney(r.paidMoney)}을(를) 받았습니다.\n남은 통장 ${r.remainCount}회` });
        return r;
      };
      try {
        return await done(await mutateAsync({ useCount }));
      } catch (error) {
        if (isRuleError(error, 'ERROR_BEGINNING_BANKBOOK')) {
          const text = BANKBOOK_ERRORS.ERROR_BEGINNING_BANKBOOK;
          const yes = await store.confirm({ header: text.title, body: text.message, submitText: '지금 사용하기', cancelText: '나중에 사용하기' });
          if (!yes) return null;
          try {
            return await done(await mutateAsync({ useCount, confirmBeginning: true }));
          } catch (again) {
            await alertRuleError(again, BANKBOOK_ERRORS, '통장 사용 실패');
            return null;
          }
        }
        const code = isRuleError(error) ? (error.code as BankbookErrorCode) : null;
        await alertRuleError(error, BANKBOOK_ERRORS, '통장 사용 실패', code ? actionsFor?.(code) : undefined);
        return null;
      }
    },
    [mutateAsync, actionsFor],
  );
  return { use, isPending: mutation.isPending };
}
