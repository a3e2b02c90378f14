import { act, renderHook } from '@testing-library/react';
import { ApiError, hanpanStore } from '@hanpan/platform';
import { createQueryWrapper, installFakeApi } from '@hanpan/platform/testing';
import { useMileageExchange } from './useMileageExchange';

const api = installFakeApi();
afterAll(() => api.restore());

describe('useMileageExchange', () => {
  it('after a lost answer the same amount goes again as it was (key and the balance it saw): the server replays, nothing is converted twice', async () => {
    hanpanStore.getState().setMember({ memberNo: 9 });
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useMileageExchange(), { wrapper });
    const send = (v: { mileage: string; currentHoldMileage: string }) => act(async () => void (await result.current.mutateAsync(v).catch(() => undefined)));
    const sent = () => api.calls.filter((c) => c.method === 'post').map((c) => ({ body: JSON.parse(c.data as string) as unknown, key: c.headers.get('idempotency-key') }));

    // the server converted; its answer was lost (a gateway's 504)
    api.respond(() => Promise.reject(new ApiError({ kind: 'network', status: 0, message: '네트워크 연결을 확인해 주세요.' })));
    await send({ mileage: '1000', currentHoldMileage: '3200' });
    // the balance read again says 2,200: the page sends that, the hook sends the first request
    api.respond(() => ({ body: { exchangedMileage: '1000' } }));
    await send({ mileage: '1000', currentHoldMileage: '2200' });
    const [first, again] = sent();
    expect(again).toEqual(first);
    expect(again!.body).toEqual({ mileage: '1000', currentHoldMileage: '3200' });
    // a new action after that: what the page shows, a new key
    await send({ mileage: '1000', currentHoldMileage: '2200' });
    const third = sent()[2]!;
    expect(third.body).toEqual({ mileage: '1000', currentHoldMileage: '2200' });
    expect(third.key).not.toBe(first!.key);
  });

  it('a refusal (not a lost answer) or another amount is a new request', async () => {
    hanpanStore.getState().setMember({ memberNo: 9 });
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useMileageExchange(), { wrapper });
    const send = (v: { mileage: string; currentHoldMileage: string }) => act(async () => void (await result.current.mutateAsync(v).catch(() => undefined)));
    api.calls.length = 0;
    api.respond(() => Promise.reject(new ApiError({ kind: 'network', status: 0, message: '네트워크 연결을 확인해 주세요.' })));
    await send({ mileage: '1000', currentHoldMileage: '3200' });
    // another amount: what was asked now
    api.respond(() => ({ status: 409, message: '보유 마일리지가 바뀌었습니다.' }));
    await send({ mileage: '2000', currentHoldMileage: '2200' });
    expect(JSON.parse(api.calls[1]!.data as string)).toEqual({ mileage: '2000', currentHoldMileage: '2200' });
    // refused: the next press is what the page shows
    api.respond(() => ({ body: { exchangedMileage: '1000' } }));
    await send({ mileage: '1000', currentHoldMileage: '2200' });
    expect(JSON.parse(api.calls[2]!.data as string)).toEqual({ mileage: '1000', currentHoldMileage: '2200' });
  });
});
