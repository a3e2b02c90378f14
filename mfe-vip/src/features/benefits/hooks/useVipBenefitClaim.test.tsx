import { act, renderHook } from '@testing-library/react';
import { createQueryWrapper } from '@hanpan/platform/testing';
import { useVipBenefitClaim } from './useVipBenefitClaim';
import { fakeVipApi, loginAs } from '../../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());

describe('useVipBenefitClaim', () => {
  it('one Idempotency-Key per user action: the same on retry, a new one for the next claim', async () => {
    loginAs(9);
    let fail = true;
    api.on('post', '/api/vip/benefits/hancoin', () => (fail ? { status: 503, message: '일시적인 오류' } : { body: { type: 'hancoin' } }));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useVipBenefitClaim(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ type: 'hancoin', platform: 'PC' }).catch(() => undefined);
    });
    fail = false;
    await act(async () => {
      await result.current.mutateAsync({ type: 'hancoin', platform: 'PC' });
    });
    await act(async () => {
      await result.current.mutateAsync({ type: 'hancoin', platform: 'PC' });
    });
    const keys = api.calls.filter((c) => c.method === 'post').map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
