import { ApiError, hanpanStore } from '@hanpan/platform';
import { alertAnswerLost } from './alertAnswerLost';

describe('alertAnswerLost', () => {
  it("says '처리 결과 확인 필요' and what to check for an answer lost to a timeout or an outage; nothing for a refusal", async () => {
    const alert = jest.spyOn(hanpanStore.getState(), 'alert').mockResolvedValue(undefined);
    const check = { unsure: '머니가 보내졌는지', check: '보유 머니를' };
    const said = '응답을 받지 못해 머니가 보내졌는지 확인하지 못했습니다. 다시 불러온 보유 머니를 확인해 주세요.';
    for (const kind of ['timeout', 'network'] as const) {
      await expect(alertAnswerLost(new ApiError({ kind, status: 0, message: '네트워크 연결을 확인해 주세요.' }), check)).resolves.toBe(true);
    }
    expect(alert.mock.calls).toEqual([[{ header: '처리 결과 확인 필요', body: said }], [{ header: '처리 결과 확인 필요', body: said }]]);
    // refused (nothing done), or not sent while offline: the caller says why
    await expect(alertAnswerLost(new ApiError({ kind: 'rule', status: 422, message: '이미 받았습니다.' }), check)).resolves.toBe(false);
    await expect(alertAnswerLost(new ApiError({ kind: 'http', status: 0, message: '오프라인 상태라 요청을 보내지 않았습니다.' }), check)).resolves.toBe(false);
    // another member logged in: the transport said it (and opens the page again)
    await expect(alertAnswerLost(new ApiError({ kind: 'otherMember', status: 409, message: '다른 회원으로 로그인되어 있어…' }), check)).resolves.toBe(true);
    expect(alert).toHaveBeenCalledTimes(2);
    alert.mockRestore();
  });

  it('offline, it does not claim the figures were read again: they are once the connection is back (QA)', async () => {
    const alert = jest.spyOn(hanpanStore.getState(), 'alert').mockResolvedValue(undefined);
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const lost = new ApiError({ kind: 'network', status: 0, message: '네트워크 연결을 확인해 주세요.' });
    await alertAnswerLost(lost, { unsure: '머니가 보내졌는지', check: '보유 머니와 전송 내역을' });
    // words that still hold once the connection is back and the figures were read (the dialog may stay open)
    expect(alert).toHaveBeenLastCalledWith({
      header: '처리 결과 확인 필요',
      body: '응답을 받지 못해 머니가 보내졌는지 확인하지 못했습니다. 인터넷 연결이 돌아오면 다시 불러올 보유 머니와 전송 내역을 확인해 주세요.',
    });
    online.mockRestore();
    alert.mockRestore();
  });
});
