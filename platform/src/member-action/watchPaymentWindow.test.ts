import { waitFor } from '@testing-library/react';
import { BALANCE_CHANNEL } from '@hanpan/contracts/constants';
import { createQueryClient, hanpanStore } from '@hanpan/platform';
import { installFakeApi, type FakeApi } from '../testing/fakeApi';
import { installFakeBroadcastChannel, otherWindowOn } from '../testing/fakeBroadcastChannel';
import { watchPaymentWindow } from './watchPaymentWindow';

const zone = (limitAmount: string) => ({
  userRat: { nickname: '한판', rating: 1000, money: '100000000', avatarId: 1 },
  mileage: { mileage: '0', expiringMileage: '0' },
  inventory: {},
  currency: { hancoin: '0', endorphin: '0', limitAmount },
});

describe('watchPaymentWindow', () => {
  let api: FakeApi;
  let restoreChannel: () => void;
  let limit: string;
  beforeEach(() => {
    jest.useFakeTimers();
    restoreChannel = installFakeBroadcastChannel();
    limit = '890100';
    api = installFakeApi(() => ({ body: zone(limit) }));
    hanpanStore.getState().setMember({ memberNo: 7, loginStatus: { code: 'LOGIN' } });
  });
  afterEach(() => {
    hanpanStore.getState().closeAllPopups();
    hanpanStore.getState().setMember(null);
    api.restore();
    restoreChannel();
    jest.useRealTimers();
  });

  const popupText = () => hanpanStore.getState().layer.current?.body;
  const zoneReads = () => api.calls.filter((c) => c.url === '/api/contents/members/personal-zone').length;

  it('closed without a result after the server charged (the answer lost): the figures are read again and the payment is said', async () => {
    const payment = { closed: false } as Window;
    watchPaymentWindow(payment, createQueryClient());
    await waitFor(() => expect(zoneReads()).toBe(1));
    limit = '889000'; // the order went through; its result page never loaded
    jest.advanceTimersByTime(2_000);
    expect(popupText()).toBeUndefined(); // still open: nothing yet
    (payment as { closed: boolean }).closed = true;
    jest.advanceTimersByTime(500);
    await waitFor(() => expect(popupText()).toMatch(/결제는 처리되었습니다\(구매 한도 1,100원 사용\)/));
    expect(zoneReads()).toBe(2);
  });

  it('closed without paying: read again, nothing said', async () => {
    const payment = { closed: false } as Window;
    watchPaymentWindow(payment, createQueryClient());
    await waitFor(() => expect(zoneReads()).toBe(1));
    (payment as { closed: boolean }).closed = true;
    jest.advanceTimersByTime(500);
    await waitFor(() => expect(zoneReads()).toBe(2));
    await Promise.resolve();
    expect(popupText()).toBeUndefined();
  });

  it('a result page that loaded said it already: nothing more', async () => {
    const payment = { closed: false } as Window;
    watchPaymentWindow(payment, createQueryClient());
    await waitFor(() => expect(zoneReads()).toBe(1));
    limit = '889000';
    // (the sandbox's result page, in the payment window)
    const resultPage = otherWindowOn(BALANCE_CHANNEL);
    resultPage.post({ type: 'balance-changed', at: Date.now() });
    resultPage.close();
    (payment as { closed: boolean }).closed = true;
    jest.advanceTimersByTime(500);
    await Promise.resolve();
    expect(zoneReads()).toBe(1);
    expect(popupText()).toBeUndefined();
  });

  it('a blocked window, or a guest: nothing watched', () => {
    watchPaymentWindow(null, createQueryClient());
    hanpanStore.getState().setMember(null);
    watchPaymentWindow({ closed: false } as Window, createQueryClient());
    expect(api.calls).toHaveLength(0);
  });
});
