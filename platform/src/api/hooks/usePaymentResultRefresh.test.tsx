import { act, renderHook } from '@testing-library/react';
import { lastFocusPath } from '../../ui/lastFocusTarget';
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

  it('the focus on what the answers drew away (the 구매 of an avatar now owned) goes to the heading of its area, not to <body>', async () => {
    const { client, wrapper } = createQueryWrapper();
    document.body.innerHTML = '<article aria-label="봄나들이 소녀"><h3>봄나들이 소녀</h3><button>구매</button></article>';
    lastFocusPath();
    const buy = document.querySelector('button')!;
    buy.focus();
    const { unmount } = renderHook(() => usePaymentResultRefresh(), { wrapper });
    buy.remove(); // (as the answers re-render the card: 보유 중)
    await act(async () => {
      callHandler({ status: 'COMPLETED', kind: 'shop', orderNo: 'O3' });
      await client.invalidateQueries();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(document.activeElement).toBe(document.querySelector('h3'));
    unmount();
    document.body.innerHTML = '';
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
