// An action whose answer was lost (a timeout, an outage) may have been done: that is said —
// '처리 결과 확인 필요' and what to check among the figures read again (the action's hook read them) —
// not a failure, which would invite doing it again (trying again is safe: its Idempotency-Key).
import { hanpanStore, isAnswerLost, MESSAGES } from '@hanpan/platform';

/** True when the answer was lost and that was said; false for any other failure (the caller says it). */
export async function alertAnswerLost(error: unknown, whatToCheck: string): Promise<boolean> {
  if (!isAnswerLost(error)) return false;
  await hanpanStore.getState().alert({ header: MESSAGES.answerLost, body: whatToCheck });
  return true;
}
