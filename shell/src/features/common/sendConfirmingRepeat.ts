// The same amount to (or from) the same member within minutes is refused by the server until the
// player confirms it (ERROR_REPEATED_TRANSFER / _GIFT / _EXCHANGE, 중복 이체 확인): a second tab's
// form or a form filled again from memory would otherwise give twice (QA).
import { hanpanStore, isRuleError } from '@hanpan/platform';
import { actionErrorMessage } from './errors';

/**
 * Sends; when the server asks whether the repeat is meant, asks the player with its words (opening on
 * 취소) and sends again confirmed. null when the player declined — nothing was sent.
 */
export async function sendConfirmingRepeat<T>(send: (confirmRepeat: boolean) => Promise<T>, code: string, submitText: string): Promise<T | null> {
  try {
    return await send(false);
  } catch (error) {
    if (!isRuleError(error, code)) throw error;
    const { title, message } = actionErrorMessage(error);
    const yes = await hanpanStore.getState().confirm({ header: title ?? submitText, body: message, submitText, defaultFocus: 'cancel' });
    return yes ? send(true) : null;
  }
}
