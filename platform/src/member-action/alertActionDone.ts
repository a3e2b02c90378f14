// What a member's action did, as an alert. Pressed again after its answer was lost, the same action
// goes with the same Idempotency-Key and the server answers with the first result — nothing is done
// this time. Its usual text ('…을 보냈습니다') would read as a second transfer (QA): that answer
// says the earlier request had been done, and the next press is a new action.
import { withParticle } from '@hanpan/contracts/korean';
import { hanpanStore } from '@hanpan/platform';
import { isReplayedAnswer } from '../api/replayedAnswer';

export interface ActionDone {
  header: string;
  body: string;
  /** Names the action for a replayed answer: '홍길동님에게 1억 전송'. */
  earlier: string;
  /** Empties the action's form — after a new action only: the replay's 'press again' needs it as it was. */
  clearForm?: () => void;
}

/** The dialog's texts: `done`'s, or for a replayed answer that nothing was done this time. */
export function actionDoneText(result: unknown, done: ActionDone): { header: string; body: string } {
  if (!isReplayedAnswer(result)) return { header: done.header, body: done.body };
  return {
    header: '이미 처리된 요청',
    body: `${withParticle(done.earlier, '은')} 응답을 받지 못했던 앞의 요청으로 이미 처리되어, 이번에는 다시 하지 않았습니다. 한 번 더 하려면 다시 눌러 주세요.`,
  };
}

export function alertActionDone(result: unknown, done: ActionDone): Promise<void> {
  if (!isReplayedAnswer(result)) done.clearForm?.();
  return hanpanStore.getState().alert(actionDoneText(result, done));
}
