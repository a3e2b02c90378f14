import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Coupon, FreeChargeStatus } from '@hanpan/contracts';
import { ApiError, hanpanStore } from '@hanpan/platform';
import { answerPopup, loginAs, renderShop, resetStore } from '../../../test/renderShop';
import { FreeChargePanel } from './FreeChargePanel';

const status = (over: Partial<FreeChargeStatus> = {}): FreeChargeStatus => ({
  perDay: 5, usedToday: 1, remainingToday: 4, plusTier: 'Z', chargeAmount: '300000000', threshold: '100000000', money: '0', hancoin: '0',
  canCharge: true, reason: null, nextChargeAvailableAt: '2026-05-02T00:00:00+09:00', hancoinAmounts: ['1000'], coupon: null, ...over,
});
const extraCoupon: Coupon = {
  id: 41, category: 'pokerTotal', name: '무료 충전 1회 추가 쿠폰', description: '무료 충전을 하루 한 번 더 받을 수 있습니다.', benefit: 'FREE_CHARGE_PLUS_1',
  usable: true, expiresAt: '2026-05-30T00:00:00+09:00', usedAt: null, usePlace: 'FREE_CHARGE', useUrl: '/popup/charge', effectUntil: null, notUsableNow: null,
};
const usedUp = { remainingToday: 0, usedToday: 5, canCharge: false, reason: 'USED_ALL_TODAY' as const };

afterEach(resetStore);
beforeEach(() => loginAs(88));

describe('FreeChargePanel', () => {
  it('shows what is left today by the Plus tier and takes one', async () => {
    const { api } = renderShop(<FreeChargePanel />, {
      api: (req) => (req.method === 'post' ? { body: { chargedMoney: '300000000', money: '300000000', remainingToday: 3, nextChargeAvailableAt: '' } } : { body: status() }),
    });
    expect((await screen.findByTestId('free-charge-remaining')).textContent).toBe('4');
    expect(screen.getByText(/Z-Plus 혜택으로 하루 5회/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '무료 충전 받기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('게임머니 3억을 받았습니다. 오늘 남은 무료 충전은 3회입니다.'));
    await act(async () => void answerPopup(true));
    const post = api.calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('/api/money/members/charge');
    expect(post.headers['idempotency-key']).toBeTruthy();
  });

  it('a double click takes one free charge: one POST, one dialog, the button busy until it closes', async () => {
    const { api } = renderShop(<FreeChargePanel />, {
      api: (req) => (req.method === 'post' ? { body: { chargedMoney: '300000000', money: '300000000', remainingToday: 3, nextChargeAvailableAt: '' } } : { body: status() }),
    });
    await screen.findByTestId('free-charge-remaining');
    const button = screen.getByRole('button', { name: '무료 충전 받기' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('무료 충전 완료'));
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(1);
    await act(async () => void answerPopup(true));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(1);
  });

  it("an answer lost (the server may have charged) is said as '처리 결과 확인 필요', not a network failure to try again", async () => {
    renderShop(<FreeChargePanel />, {
      api: (req) => (req.method === 'post' ? Promise.reject(new ApiError({ kind: 'timeout', status: 0, message: '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.' })) : { body: status() }),
    });
    await screen.findByTestId('free-charge-remaining');
    fireEvent.click(screen.getByRole('button', { name: '무료 충전 받기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('처리 결과 확인 필요'));
    expect(hanpanStore.getState().layer.current?.body).toMatch(/무료 충전을 받았는지 확인하지 못했습니다/);
    await act(async () => void answerPopup(true));
  });

  it('says why not (money enough / used up) and keeps the button off', async () => {
    renderShop(<FreeChargePanel />, { api: () => ({ body: status({ plusTier: null, perDay: 1, remainingToday: 1, canCharge: false, reason: 'MONEY_ENOUGH', money: '1250000000' }) }) });
    expect(await screen.findByText('보유 머니가 1억 이상이라 지금은 무료 충전을 받을 수 없습니다.')).toBeTruthy();
    expect(screen.getByText(/플러스에 가입하면 등급에 따라 하루 최대 5회/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '무료 충전 받기' }).hasAttribute('disabled')).toBe(true);
  });

  it('the partner channel, which cannot join Plus, is not told to join Plus for more', async () => {
    loginAs(88, 'partner');
    renderShop(<FreeChargePanel />, { api: () => ({ body: status({ plusTier: null, perDay: 1, remainingToday: 1 }) }) });
    expect(await screen.findByText('하루 1회')).toBeTruthy();
    expect(screen.queryByText(/플러스/)).toBeNull();
  });

  it("with today's used up, a 무료 충전 1회 추가 coupon gives one more: the POST names the coupon", async () => {
    const { api } = renderShop(<FreeChargePanel />, {
      api: (req) => (req.method === 'post' ? { body: { chargedMoney: '300000000', money: '300000000', remainingToday: 0, nextChargeAvailableAt: '' } } : { body: status({ ...usedUp, coupon: extraCoupon }) }),
    });
    expect((await screen.findByTestId('free-charge-coupon')).textContent).toMatch(/무료 충전 1회 추가 쿠폰이 있습니다\. 쿠폰을 사용하면 오늘 한 번 더 받을 수 있습니다\. \(2026\.05\.30까지\)/);
    expect(screen.getByRole('button', { name: '무료 충전 받기' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '쿠폰으로 한 번 더 받기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('쿠폰으로 게임머니 3억을 한 번 더 받았습니다.'));
    await act(async () => void answerPopup(true));
    const post = api.calls.find((c) => c.method === 'post')!;
    expect(JSON.parse(String(post.data))).toEqual({ couponId: 41 });
    expect(post.headers['idempotency-key']).toBeTruthy();
  });

  it('no coupon offer while today\'s are left', async () => {
    renderShop(<FreeChargePanel />, { api: () => ({ body: status({ coupon: extraCoupon }) }) });
    await screen.findByTestId('free-charge-remaining');
    expect(screen.queryByTestId('free-charge-coupon')).toBeNull();
  });

  it('no coupon offer with 1억 or more', async () => {
    renderShop(<FreeChargePanel />, { api: () => ({ body: status({ ...usedUp, coupon: extraCoupon, money: '100000000' }) }) });
    await screen.findByTestId('free-charge-remaining');
    expect(screen.queryByTestId('free-charge-coupon')).toBeNull();
  });
});
