// Shows an API refusal through the popup system (remotes never draw dialog frames): a 422 rule
// code gets its title and Korean text from the area's table, anything else the server's message.
import { errorMessage, hanpanStore, isRuleError, type RuleErrorText } from '@hanpan/platform';
import { alertAnswerLost, type AnswerLost } from '@hanpan/platform/member-action';
import type { FooterButton } from '@hanpan/platform';

export function ruleErrorText<C extends string>(error: unknown, table: Readonly<Partial<Record<C, RuleErrorText>>>, fallbackTitle: string): RuleErrorText & { code: string | null } {
  if (isRuleError(error)) {
    const known = table[error.code as C];
    if (known) return { ...known, code: error.code };
    return { title: error.body.title ?? fallbackTitle, message: error.message, code: error.code };
  }
  return { title: fallbackTitle, message: errorMessage(error), code: null };
}

export function alertRuleError<C extends string>(
  error: unknown,
  table: Readonly<Partial<Record<C, RuleErrorText>>>,
  fallbackTitle: string,
  footerButtons?: FooterButton[],
): Promise<void> {
  const text = ruleErrorText(error, table, fallbackTitle);
  return hanpanStore.getState().alert({ header: text.title, body: text.message, footerButtons });
}

/**
 * A money action's failure (bankbook, pet-shop bonus, lucky flip, over-money): a refusal as
 * alertRuleError; a lost answer is not 'failed' — the money may have moved, so `lost` says to check
 * the figures its hook read again (the platform's useMemberAction). Trying again is safe: its Idempotency-Key.
 */
export async function alertMoneyActionError<C extends string>(
  error: unknown,
  table: Readonly<Partial<Record<C, RuleErrorText>>>,
  fallbackTitle: string,
  lost: AnswerLost,
  footerButtons?: FooterButton[],
): Promise<void> {
  if (!(await alertAnswerLost(error, lost))) await alertRuleError(error, table, fallbackTitle, footerButtons);
}
