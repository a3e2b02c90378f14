// An action whose answer was lost (a timeout, an outage) may have been done: that is said —
// '처리 결과 확인 필요' and what to check among the figures read again (the action's hook read them) —
// not a failure, which would invite doing it again (trying again is safe: its Idempotency-Key).
import { hanpanStore, isAnswerLost, isApiError, MESSAGES } from '@hanpan/platform';

/**
 * Offline, the figures to check are read again only once the connection is back (the queries do it
 * on reconnecting): the text says so, in words that still hold after it (QA: '다시 불러온 …' and '아직
 * 다시 불러오지 못했습니다' side by side, and the latter left standing once they had been read).
 */
export const whenBackOnline = (whatToCheck: string): string =>
  whatToCheck.includes('다시 불러온 ') ? whatToCheck.replace('다시 불러온 ', '인터넷 연결이 돌아오면 다시 불러올 ') : `${whatToCheck} 인터넷 연결이 돌아오면 다시 불러옵니다.`;

/** A change refused for another member logged in: the transport has said it and opens the page again — nothing more to say or read. */
export const isOtherMemberRefusal = (error: unknown): boolean => isApiError(error) && error.kind === 'otherMember';

/**
 * True when the failure has been said: an answer lost (said here), or another member logged in (said
 * by the transport); false for any other failure (the caller says it).
 */
export async function alertAnswerLost(error: unknown, whatToCheck: string): Promise<boolean> {
  if (isOtherMemberRefusal(error)) return true;
  if (!isAnswerLost(error)) return false;
  const body = typeof navigator !== 'undefined' && navigator.onLine === false ? whenBackOnline(whatToCheck) : whatToCheck;
  await hanpanStore.getState().alert({ header: MESSAGES.answerLost, body });
  return true;
}
