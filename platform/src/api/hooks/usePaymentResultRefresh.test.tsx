import { renderHook } from '@testing-library/react';
import { PAYMENT_RESULT_HANDLER } from '@hanpan/contracts/constants';
import { hanpanStore } from '../../store/hanpanStore';
import { createQueryWrapper } from '../../testing/queryWrapper';
import { memberKey, platformKeys } from '../platformQueries';
import { usePaymentResultRefresh } from './usePaymentResultRefresh';

const callHandler = (result: unknown) => (window as unknown as Record<string, (r: unknown) => boolean>)[PAYMENT_RESULT_HANDLER]!(result);

describe('usePaymentResultRefresh', () => {
  beforeEach(() => {
    hanpanStore.getState().setPublisher('hanpan');
    hanpanStore.getState().setMember({ memberNo: 321 });
  });
  afterEach(() => hanpanStore.getState().setMember(null));

  it('a completed payment in the popup invalidates every query of the member (no reload)', () => {
    const { client, wrapper } = createQueryWrapper();
    client.setQueryData(platformKeys.personalZone('321'), { money: '1' });
    client.setQueryData([...memberKey('321'), 'inventory', 'items', {}], { content: [] });
    client.setQueryData(platformKeys.globalShop(), { shops: {} });
    const onResult = jest.fn();
    const { unmount } = renderHook(() => usePaymentResultRefresh(onResult), { wrapper });
    expect(callHandler({ status: 'COMPLETED', kind: 'shop', orderNo: 'O1' })).toBe(true);
    expect(client.getQueryState(platformKeys.personalZone('321'))!.isInvalidated).toBe(true);
    expect(client.getQueryState([...memberKey('321'), 'inventory', 'items', {}])!.isInvalidated).toBe(true);
    expect(client.getQueryState(platformKeys.globalShop())!.isInvalidated).toBe(false);
    expect(onResult).toHaveBeenCalledWith({ status: 'COMPLETED', kind: 'shop', orderNo: 'O1' });
    unmount();
    // nobody listens any more: the sandbox falls back to reloading the opener
    expect((window as unknown as Record<string, unknown>)[PAYMENT_RESULT_HANDLER]).toBeUndefined();
  });

  it('a cancelled payment changes nothing but is still heard', () => {
    const { client, wrapper } = createQueryWrapper();
    client.setQueryData(platformKeys.personalZone('321'), { money: '1' });
    const onResult = jest.fn();
    const { unmount } = renderHook(() => usePaymentResultRefresh(onResult), { wrapper });
    callHandler({ status: 'CANCELLED', kind: 'shop', orderNo: 'O2' });
    expect(client.getQueryState(platformKeys.personalZone('321'))!.isInvalidated).toBe(false);
    expect(onResult).toHaveBeenCalledTimes(1);
    // unmounted before afterEach logs the member out (a store update outside act otherwise)
    unmount();
  });
});
