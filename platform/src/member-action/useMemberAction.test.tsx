import { act, renderHook } from '@testing-library/react';
import { BALANCE_CHANNEL } from '@hanpan/contracts/constants';
import { apiClient, ApiError, hanpanStore, memberKey, type BalanceChangeMessage } from '@hanpan/platform';
import { createQueryWrapper, installFakeApi, installFakeBroadcastChannel, otherWindowOn } from '@hanpan/platform/testing';
import { useMemberAction, type MemberActionOptions } from './useMemberAction';

const api = installFakeApi();
afterAll(() => api.restore());

interface Exchange {
  mileage: string;
  seen: string;
}
const lostAnswer = () => Promise.reject(new ApiError({ kind: 'network', status: 0, message: '네트워크 연결을 확인해 주세요.' }));

function renderMemberAction(options: MemberActionOptions<Exchange, { remainCount: number }> = {}) {
  hanpanStore.getState().setMember({ memberNo: 9 });
  const { client, wrapper } = createQueryWrapper();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  // the whole member (memberKey), not one feature's part of it
  const rereads = () => invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === memberKey(null)[0] && filters.queryKey.length === 2).length;
  const { result } = renderHook(() => useMemberAction<Exchange, { remainCount: number }>((v, idempotencyKey) => apiClient.post('/api/membership/bankbook', v, { idempotencyKey }), options), { wrapper });
  const send = (v: Exchange) => act(async () => void (await result.current.mutateAsync(v).catch(() => undefined)));
  const sent = () => api.calls.filter((c) => c.method === 'post').map((c) => ({ body: JSON.parse(c.data as string) as unknown, key: c.headers.get('idempotency-key') }));
  return { send, sent, rereads };
}

beforeEach(() => {
  api.calls.length = 0;
});

describe('useMemberAction', () => {
  it('sends one Idempotency-Key per action: the same on retry, a new one after success', async () => {
    const { send, sent } = renderMemberAction();
    let fail = true;
    api.respond(() => (fail ? { status: 503 } : { body: { remainCount: 0 } }));
    await send({ mileage: '1', seen: '5' });
    fail = false;
    await send({ mileage: '1', seen: '5' });
    await send({ mileage: '1', seen: '5' });
    const keys = sent().map((c) => c.key);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('reads the member again after success, after a lost answer (it may have been done) and after a refusal (the page was out of date: QA saw 남은 2회 after 이미 받았습니다)', async () => {
    const onSuccess = jest.fn();
    const { send, rereads } = renderMemberAction({ onSuccess });
    api.respond(() => ({ status: 409, message: '이미 받았습니다.' }));
    await send({ mileage: '1', seen: '5' });
    expect(rereads()).toBe(1);
    api.respond(lostAnswer);
    await send({ mileage: '1', seen: '5' });
    expect(rereads()).toBe(2);
    api.respond(() => ({ body: { remainCount: 2 } }));
    await send({ mileage: '1', seen: '5' });
    expect(onSuccess).toHaveBeenCalledWith({ remainCount: 2 });
    expect(rereads()).toBe(3);
  });

  it('tells the other windows only when the member may have changed (done, or its answer lost), not after a refusal', async () => {
    const restoreChannel = installFakeBroadcastChannel();
    const other = otherWindowOn<BalanceChangeMessage>(BALANCE_CHANNEL);
    const announced = () => other.heard.map((m) => m.source);
    try {
      const { send, rereads } = renderMemberAction({ source: 'bankbook' });
      api.respond(() => ({ status: 409, message: '이미 받았습니다.' }));
      await send({ mileage: '1', seen: '5' });
      expect(rereads()).toBe(1);
      expect(announced()).toEqual([]);
      api.respond(lostAnswer);
      await send({ mileage: '1', seen: '5' });
      expect(announced()).toEqual(['bankbook']);
      api.respond(() => ({ body: { remainCount: 2 } }));
      await send({ mileage: '1', seen: '5' });
      expect(announced()).toEqual(['bankbook', 'bankbook']);
    } finally {
      other.close();
      restoreChannel();
    }
  });

  it("'lost' reads again only after a lost answer; 'page' leaves every failure to the page", async () => {
    const lost = renderMemberAction({ rereadAfterFailure: 'lost' });
    api.respond(() => ({ status: 422, message: '사용할 수 없습니다.' }));
    await lost.send({ mileage: '1', seen: '5' });
    expect(lost.rereads()).toBe(0);
    api.respond(lostAnswer);
    await lost.send({ mileage: '1', seen: '5' });
    expect(lost.rereads()).toBe(1);
    const page = renderMemberAction({ rereadAfterFailure: 'page' });
    api.respond(lostAnswer);
    await page.send({ mileage: '1', seen: '5' });
    expect(page.rereads()).toBe(0);
  });

  it('another member logged in meanwhile: nothing read again, not even with always (it would be theirs; the page opens again)', async () => {
    const always = renderMemberAction({ rereadAfterFailure: 'always' });
    api.respond(() => Promise.reject(new ApiError({ kind: 'otherMember', status: 409, message: '다른 회원으로 로그인되어 있어…' })));
    await always.send({ mileage: '1', seen: '5' });
    expect(always.rereads()).toBe(0);
  });

  it('sameAction: after a lost answer the same action goes again as it was (key and what it saw), so the server replays it', async () => {
    const { send, sent } = renderMemberAction({ sameAction: (lost, next) => lost.mileage === next.mileage });
    // the server did it; its answer was lost (a gateway's 504)
    api.respond(lostAnswer);
    await send({ mileage: '1000', seen: '3200' });
    // the page read the balance again (2,200) and sends that: the hook sends the lost request
    api.respond(() => ({ body: { remainCount: 0 } }));
    await send({ mileage: '1000', seen: '2200' });
    const [first, again] = sent();
    expect(again).toEqual(first);
    // a new action after that: what the page shows, with a new key
    await send({ mileage: '1000', seen: '2200' });
    const third = sent()[2]!;
    expect(third.body).toEqual({ mileage: '1000', seen: '2200' });
    expect(third.key).not.toBe(first!.key);
  });

  it('sameAction: another amount, or a refusal before it, is a new request', async () => {
    const { send, sent } = renderMemberAction({ sameAction: (lost, next) => lost.mileage === next.mileage });
    api.respond(lostAnswer);
    await send({ mileage: '1000', seen: '3200' });
    api.respond(() => ({ status: 409, message: '보유 마일리지가 바뀌었습니다.' }));
    await send({ mileage: '2000', seen: '2200' });
    expect(sent()[1]!.body).toEqual({ mileage: '2000', seen: '2200' });
    api.respond(() => ({ body: { remainCount: 0 } }));
    await send({ mileage: '1000', seen: '2200' });
    expect(sent()[2]!.body).toEqual({ mileage: '1000', seen: '2200' });
  });
});
