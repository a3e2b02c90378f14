import { act, renderHook, waitFor } from '@testing-library/react';
import { PAYMENT_RESULT_HANDLER, PAYMENT_RESULT_STORAGE_KEY } from '@hanpan/contracts/constants';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { createQueryWrapper, installFakeApi } from '@hanpan/platform/testing';
import { loginAs, resetStore, restrictionBody } from '../../../test/renderShop';
import { completedTooltip } from './usePaymentCompletedTooltip';
import { useShopPageEffects } from './useShopPageEffects';

/** What the sandbox's result page does on its opener (api/src/sandbox LEAVE_SCRIPT). */
const postResult = (result: unknown) => (window as unknown as Record<string, (r: unknown) => boolean>)[PAYMENT_RESULT_HANDLER]!(result);

afterEach(resetStore);

function run(remainingMonth: string, memberNo: number) {
  loginAs(memberNo);
  const api = installFakeApi(() => ({ body: { ...restrictionBody, limit: { ...restrictionBody.limit, monthLimit: '1000000', remainingMonth } } }));
  const { client } = createQueryWrapper();
  const open = jest.spyOn(hanpanStore.getState(), 'openLayer');
  renderHook(() => useShopPageEffects(), { wrapper: ({ children }) => <AreaProviders client={client}>{children}</AreaProviders> });
  return { api, open };
}

describe('useShopPageEffects', () => {
  it('opens the restrict layer by itself (30-day dismissal, per member) when under 20% of the month is left', async () => {
    const { open, api } = run('150000', 4401);
    await waitFor(() => expect(open).toHaveBeenCalledWith('restrict', {}, { auto: true, dismissKey: '4401' }));
    open.mockRestore();
    api.restore();
  });

  it('leaves it closed while enough is left', async () => {
    const { open, api } = run('900000', 4402);
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 20));
    expect(open).not.toHaveBeenCalledWith('restrict', expect.anything(), expect.anything());
    open.mockRestore();
    api.restore();
  });

  it('a completed item use says 사용, not 결제 (the popup reports the order kind)', () => {
    const { open, api } = run('900000', 4403);
    act(() => void postResult({ status: 'COMPLETED', kind: 'use-item', orderNo: 'O1' }));
    expect(hanpanStore.getState().tooltip.message).toBe('아이템을 사용했습니다. 보관함과 보유 머니에 반영했습니다.');
    act(() => void postResult({ status: 'COMPLETED', kind: 'shop', orderNo: 'O2' }));
    expect(hanpanStore.getState().tooltip.message).toBe('결제가 완료되었습니다. 보관함과 보유 머니에 반영했습니다.');
    open.mockRestore();
    api.restore();
  });

  it('the tooltip for each kind; nothing for a cancelled order', () => {
    expect(completedTooltip({ status: 'COMPLETED', kind: 'use-membership-item', orderNo: 'O3' })).toBe('아이템을 사용했습니다. 보관함과 주간 골드에 반영했습니다.');
    expect(completedTooltip({ status: 'COMPLETED', kind: 'shop', orderNo: 'O4' })).toBe('결제가 완료되었습니다. 보관함과 보유 머니에 반영했습니다.');
    expect(completedTooltip({ status: 'COMPLETED', kind: 'charge', orderNo: 'O7' })).toBe('한코인 충전이 완료되었습니다. 보유 한코인에 반영했습니다.');
    // a collection book the purchase completed: its popup closes at once, so the page says the reward
    expect(completedTooltip({ status: 'COMPLETED', kind: 'shop', orderNo: 'O8', notes: ["컬렉션북 '엔돌핀 동물원' 완성 보상 게임머니 10억 지급"] })).toBe(
      "결제가 완료되었습니다. 보관함과 보유 머니에 반영했습니다. 컬렉션북 '엔돌핀 동물원' 완성 보상 게임머니 10억 지급",
    );
    expect(completedTooltip({ status: 'CANCELLED', kind: 'use-item', orderNo: 'O5' })).toBeNull();
    expect(completedTooltip({ status: 'CANCELLED', kind: 'shop', orderNo: 'O6' })).toBeNull();
  });

  it('back from the sandbox page that replaced the page (a phone’s charge): says what it left, once', () => {
    sessionStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify({ status: 'COMPLETED', kind: 'charge', orderNo: 'O8', at: Date.now() }));
    const { open, api } = run('900000', 4404);
    expect(hanpanStore.getState().tooltip.message).toBe('한코인 충전이 완료되었습니다. 보유 한코인에 반영했습니다.');
    expect(sessionStorage.getItem(PAYMENT_RESULT_STORAGE_KEY)).toBeNull();
    open.mockRestore();
    api.restore();
  });

  it('back from a cancelled charge: nothing to say', () => {
    sessionStorage.setItem(PAYMENT_RESULT_STORAGE_KEY, JSON.stringify({ status: 'CANCELLED', kind: 'charge', orderNo: 'O9', at: Date.now() }));
    const show = jest.spyOn(hanpanStore.getState(), 'showTooltip');
    const { open, api } = run('900000', 4405);
    expect(show).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PAYMENT_RESULT_STORAGE_KEY)).toBeNull();
    show.mockRestore();
    open.mockRestore();
    api.restore();
  });
});
