import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PowerChief } from '@hanpan/contracts';
import { hanpanStore } from '@hanpan/platform';
import { matchPortalRoute } from '@hanpan/platform/routing';
import { VIP_ROUTES } from '../routes';
import { benefits, fakeVipApi, loginAs, vipWrapper } from '../test/vipTestKit';
import { VipPowerChiefPopup } from './VipPopups';

const api = fakeVipApi();
afterAll(() => api.api.restore());

const route = matchPortalRoute('/popup/vip/power-chief', VIP_ROUTES)!.route;
const chief: PowerChief = {
  vipMonth: '2026-06', status: 'ACTIVE', grade: 'PREMIUM', gradeName: '프리미엄', lastMonthGameCount: 520, requiredGameCount: 300,
  bonusMoney: '5000000000', received: false, receivedAt: null, history: [],
};
const setSite = (site: 'pc' | 'mobile') => hanpanStore.setState((s) => ({ global: { ...s.global, site } }));

describe('/popup/vip/power-chief', () => {
  beforeEach(() => {
    api.reset();
    loginAs(10000105);
    api.on('get', '/api/vip/benefits', { body: benefits() });
    api.on('get', '/api/vip/power-chief', { body: chief });
    api.on('post', '/api/vip/power-chief', { body: { vipMonth: '2026-06', money: '5000000000', balance: '7000000000', receivedAt: '2026-06-03T05:00:00.000Z' } });
  });
  afterEach(() => {
    cleanup(); // unmounted before the site is put back
    hanpanStore.getState().closeAllPopups();
    setSite('pc');
  });

  it.each([
    ['mobile', 'MOBILE'],
    ['pc', 'PC'],
  ] as const)('on the %s host the bonus is claimed as %s (QA: a claim on the phone was recorded as PC)', async (site, platform) => {
    setSite(site);
    render(<VipPowerChiefPopup route={route} />, vipWrapper({ path: '/popup/vip/power-chief' }));
    fireEvent.click(await screen.findByRole('button', { name: '파워 치프 보너스 받기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('파워 치프 보너스'));
    act(() => hanpanStore.getState().resolvePopup(true));
    await waitFor(() => expect(hanpanStore.getState().actions.running).toEqual([]));
    const posts = api.calls.filter((c) => c.method === 'post');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.data))).toEqual({ platform });
  });
});
