import { screen } from '@testing-library/react';
import { loginAs, renderMobile, resetStore } from '../../../test/renderMobile';
import { PcBangStatus } from './PcBangStatus';

afterEach(resetStore);

describe('PcBangStatus', () => {
  it('shows the subscription type and the capsule tickets of a FLAT PC-bang', async () => {
    loginAs(100101);
    const { api } = renderMobile(<PcBangStatus />, { api: () => ({ body: { subscribe: true, type: 'FLAT', ip: '10.0.0.1', name: '한판PC방 강남점', receivableCapsuleFreeTicket: 3 } }) });
    expect((await screen.findByTestId('pc-bang-type')).textContent).toBe('정액제 가맹 PC방');
    expect(screen.getByTestId('pc-bang-tickets').textContent).toBe('하루 3장 · 게임 안에서 지급');
    expect(screen.getByText('한판PC방 강남점')).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/pc-bang/subscription');
  });

  it('outside a PC-bang it explains the benefits; guests are asked to log in without a call', async () => {
    loginAs(100101);
    const member = renderMobile(<PcBangStatus />, { api: () => ({ body: { subscribe: false, type: 'NONE', ip: '10.0.0.2', name: null, receivableCapsuleFreeTicket: 0 } }) });
    expect((await screen.findByTestId('pc-bang-type')).textContent).toBe('가맹 PC방이 아닙니다');
    expect(screen.getByText(/가맹 PC방에서 접속하면/)).toBeTruthy();
    // unmounted before the member logs out: the login buttons below are the guest view's own
    member.unmount();
    resetStore();
    const guest = renderMobile(<PcBangStatus />);
    expect(guest.getAllByRole('button', { name: '로그인' }).length).toBeGreaterThan(0);
    expect(guest.api.calls).toHaveLength(0);
  });
});
