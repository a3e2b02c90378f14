// Korean message (and dialog title) of a failed action, for an alert.
import { announceBalanceChange, hanpanStore, isApiError, MESSAGES } from '@hanpan/platform';
import { alertAnswerLost, isOtherMemberRefusal, type AnswerLost } from '@hanpan/platform/member-action';

export function actionErrorMessage(error: unknown): { title?: string; message: string } {
  if (isApiError(error)) {
    const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
    return { title: typeof body.title === 'string' ? body.title : undefined, message: error.message || MESSAGES.unknownError };
  }
  return { message: error instanceof Error && error.message ? error.message : MESSAGES.unknownError };
}

export interface MoveFailureTexts {
  /** the dialog's title for a refusal without its own */
  failed: string;
  /** what may have been done and what to check, when the answer was lost */
  unknown: AnswerLost;
}

/**
 * Alerts why an action that moves money, mileage or a prize failed, and reads what the page shows
 * again (`reload`; the other windows too): a refusal ('보유 머니가 부족합니다', 409 changed meanwhile)
 * says the figures on screen are stale — another member or window moved the money. An answer lost
 * to a timeout or an outage does not mean it failed: the server may have done it, so that is said
 * (sending the same request again is not done twice: its Idempotency-Key).
 */
export async function alertMoveFailure(error: unknown, texts: MoveFailureTexts, reload: () => unknown): Promise<void> {
  // sent for the member this window still shows, while another is logged in now: this window's data
  // read again would be the other member's under this one's name (QA) — the transport has said it
  // and opens the page again for whoever is there
  if (isOtherMemberRefusal(error)) return;
  void reload();
  announceBalanceChange();
  if (await alertAnswerLost(error, texts.unknown)) return;
  const { title, message } = actionErrorMessage(error);
  await hanpanStore.getState().alert({ header: title ?? texts.failed, body: message });
}
