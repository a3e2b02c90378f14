import { act, renderHook } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { createQueryWrapper, installFakeApi } from '@hanpan/platform/testing';
import { useBankbookUse } from './useBankbookUse';

const api = installFakeApi();
afterAll(() => api.restore());

describe('useBankbookUse', () => {
  it('sends one Idempotency-Key per action: the same on retry, a new one after success', async () => {
    hanpanStore.getState().setMember({ memberNo: 9 });
    const { wrapper } = createQueryWrapper();
    let fail = true;
    api.respond(() => (fail ? { status: 503 } : { body: { paidMoney: '1', money: '2', remainCount: 0 } }));
    const { result } = renderHook(() => useBankbookUse(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ useCount: 1 }).catch(() => undefined);
    });
    fail = false;
    await act(async () => {
      await result.current.mutateAsync({ useCount: 1 });
    });
    await act(async () => {
      await result.current.mutateAsync({ useCount: 1 });
    });
    const posts = api.calls.filter((c) => c.method === 'post');
    expect(posts.map((c) => c.url)).toEqual(['/api/membership/bankbook', '/api/membership/bankbook', '/api/membership/bankbook']);
    const keys = posts.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
