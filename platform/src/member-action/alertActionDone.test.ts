import { hanpanStore } from '@hanpan/platform';
import { markReplayed } from '../api/replayedAnswer';
import { alertActionDone } from './alertActionDone';

describe('alertActionDone', () => {
  const done = { header: '전송 완료', body: '홍길동님에게 1억을 보냈습니다. 남은 머니: 9억', earlier: '홍길동님에게 1억 전송' };

  it("says what the action did and empties its form; a replayed answer (sent again after its answer was lost) says nothing was done this time and keeps the form for 'press again'", async () => {
    const alert = jest.spyOn(hanpanStore.getState(), 'alert').mockResolvedValue(undefined);
    const clearForm = jest.fn();
    await alertActionDone({ money: '900000000' }, { ...done, clearForm });
    expect(alert).toHaveBeenLastCalledWith({ header: '전송 완료', body: '홍길동님에게 1억을 보냈습니다. 남은 머니: 9억' });
    expect(clearForm).toHaveBeenCalledTimes(1);
    const replayed = { money: '900000000' };
    markReplayed(replayed);
    await alertActionDone(replayed, { ...done, clearForm });
    expect(alert).toHaveBeenLastCalledWith({
      header: '이미 처리된 요청',
      body: '홍길동님에게 1억 전송은 응답을 받지 못했던 앞의 요청으로 이미 처리되어, 이번에는 다시 하지 않았습니다. 한 번 더 하려면 다시 눌러 주세요.',
    });
    expect(clearForm).toHaveBeenCalledTimes(1);
    // the mark is not part of the answer's data
    expect(JSON.stringify(replayed)).toBe('{"money":"900000000"}');
    alert.mockRestore();
  });
});
