import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PowerChief } from '@hanpan/contracts';
import { hanpanStore } from '@hanpan/platform';
import { PowerChiefPanel } from './PowerChiefPanel';
import { fakeVipApi, loginAs, vipWrapper } from '../../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());

const chief = (over: Partial<PowerChief> = {}): PowerChief => ({
  vipMonth: '2026-06', status: 'ACTIVE', grade: 'PREMIUM', gradeName: '프리미엄', lastMonthGameCount: 520, requiredGameCount: 300,
  bonusMoney: '5000000000', received: false, receivedAt: null, history: [], ...over,
});

describe('PowerChiefPanel', () => {
  let received: boolean;
  beforeEach(() => {
    api.reset();
    loginAs(10000105);
    received = false;
    api.on('get', '/api/vip/power-chief', () => ({ body: chief(received ? { received: true, receivedAt: '2026-06-03T05:00:00.000Z' } : {}) }));
    // like the API: the same Idempotency-Key answers the first result again
    api.on('post', '/api/vip/power-chief', () => {
      received = true;
      return { body: { vipMonth: '2026-06', money: '5000000000', balance: '7000000000', receivedAt: '2026-06-03T05:00:00.000Z' } };
    });
  });
  afterEach(() => hanpanStore.getState().closeAllPopups());

  it('a double click takes the bonus once: one POST, one success dialog, the button busy until it closes', async () => {
    render(<PowerChiefPanel />, vipWrapper());
    const button = (await screen.findByRole('button', { name: '파워 치프 보너스 받기' })) as HTMLButtonElement;
    const opened: string[] = [];
    const unsubscribe = hanpanStore.subscribe((s, prev) => {
      if (s.layer.current && s.layer.current !== prev.layer.current) opened.push(String(s.layer.current.body));
    });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('파워 치프 보너스'));
    expect(hanpanStore.getState().layer.current?.body).toBe('50억 머니를 받았습니다. 보유 머니는 70억입니다.');
    act(() => hanpanStore.getState().resolvePopup(true));
    await waitFor(() => expect(screen.getByRole('button', { name: '이번 달 보너스 받기 완료' })).toBeTruthy());
    unsubscribe();
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(1);
    expect(opened).toHaveLength(1);
    expect(hanpanStore.getState().layer.current).toBeNull();
  });

  it.each(['NOT_VIP', 'CLOSED'] as const)('%s: the status says why, with no bonus card or claim button', async (status) => {
    api.on('get', '/api/vip/power-chief', () => ({ body: chief({ status, bonusMoney: '0' }) }));
    render(<PowerChiefPanel />, vipWrapper());
    const panel = await screen.findByTestId('vip-power-chief');
    expect(within(panel).getByRole('status').textContent).toMatch(status === 'NOT_VIP' ? /^VIP 회원만/ : /^제휴 채널에서는/);
    expect(screen.queryByRole('region', { name: '이번 달 파워 치프 보너스' })).toBeNull();
    expect(screen.queryByRole('button', { name: /파워 치프 보너스 받기/ })).toBeNull();
  });
});
