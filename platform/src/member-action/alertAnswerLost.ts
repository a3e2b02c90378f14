// An action whose answer was lost (a timeout, an outage) may have been done: that is said —
// '처리 결과 확인 필요', what may have happened and what to check among the figures read again (the
// action's hook read them) — not a failure, which would invite doing it again (trying again is
// safe: its Idempotency-Key).
import { hanpanStore, isAnswerLost, isApiError, MESSAGES } from '@hanpan/platform';

/**
 * What an action whose answer was lost may have done (`unsure`: '머니가 보내졌는지') and the figures
 * the player checks, with their particle (`check`: '보유 머니와 전송 내역을').
 */
export interface AnswerLost {
  unsure: string;
  check: string;
}

/**
 * The sentence said. Offline, the figures are read again only once the connection is back (the
 * queries do it on reconnecting): it says so, in words that still hold after it (QA: '다시 불러온 …'
 * beside '아직 다시 불러오지 못했습니다', the latter left standing once they had been read).
 */
export const answerLostText = ({ unsure, check }: AnswerLost, offline = false): string =>
  `응답을 받지 못해 ${unsure} 확인하지 못했습니다. ${offline ? '인터넷 연결이 돌아오면 다시 불러올' : '다시 불러온'} ${check} 확인해 주세요.`;

/** A change refused for another member logged in: the transport has said it and opens the page again — nothing more to say or read. */
export const isOtherMemberRefusal = (error: unknown): boolean => isApiError(error) && error.kind === 'otherMember';

/**
 * True when the failure has been said: an answer lost (said here), or another member logged in (said
 * by the transport); false for any other failure (the caller says it).
 */
export async function alertAnswerLost(error: unknown, lost: AnswerLost): Promise<boolean> {
  if (isOtherMemberRefusal(error)) return true;
  if (!isAnswerLost(error)) return false;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  await hanpanStore.getState().alert({ header: MESSAGES.answerLost, body: answerLostText(lost, offline) });
  return true;
}
