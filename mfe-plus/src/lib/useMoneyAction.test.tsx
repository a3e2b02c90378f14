import { act, renderHook } from '@testing-library/react';
import { ApiError, hanpanStore, memberKey } from '@hanpan/platform';
import { createQueryWrapper, installFakeApi } from '@hanpan/platform/testing';
import { useMoneyAction } from './useMoneyAction';

const api = installFakeApi();
afterAll(() => api.restore());

function renderMoneyAction(onSuccess?: (r: { remainCount: number }) => void) {
  hanpanStore.getState().setMember({ memberNo: 9 });
  const { client, wrapper } = createQueryWrapper();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  // the whole member (memberKey), not one feature's part of it
  const rereads = () => invalidate.mock.calls.filter(([filters]) => filters?.queryKey?.[0] === memberKey(null)[0] && filters.queryKey.length === 2).length;
  const { result } = renderHook(() => useMoneyAction<{ useCount: number }, { remainCount: number }>('/api/membership/bankbook', { onSuccess }), { wrapper });
  const send = (v: { useCount: number }) => act(async () => void (await result.current.mutateAsync(v).catch(() => undefined)));
  return { send, rereads };
}

describe('useMoneyAction', () => {
  it('sends one Idempotency-Key per action: the same on retry, a new one after success', async () => {
    const { send } = renderMoneyAction();
    let fail = true;
    api.respond(() => (fail ? { status: 503 } : { body: { remainCount: 0 } }));
    await send({ useCount: 1 });
    fail = false;
    await send({ useCount: 1 });
    await send({ useCount: 1 });
    const posts = api.calls.filter((c) => c.method === 'post');
    expect(posts.map((c) => c.url)).toEqual(['/api/membership/bankbook', '/api/membership/bankbook', '/api/membership/bankbook']);
    const keys = posts.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("reads the member again after success and after a lost answer (it may have paid), not after a refusal", async () => {
    const onSuccess = jest.fn();
    const { send, rereads } = renderMoneyAction(onSuccess);
    api.respond(() => ({ status: 422, message: '사용할 수 없습니다.' }));
    await send({ useCount: 1 });
    expect(rereads()).toBe(0);
    // no answer (the transport's outage error)
    api.respond(() => Promise.reject(new ApiError({ kind: 'network', status: 0, message: '네트워크 연결을 확인해 주세요.' })));
    await send({ useCount: 1 });
    expect(rereads()).toBe(1);
    api.respond(() => ({ body: { remainCount: 2 } }));
    await send({ useCount: 1 });
    expect(onSuccess).toHaveBeenCalledWith({ remainCount: 2 });
    expect(rereads()).toBe(2);
  });
});
