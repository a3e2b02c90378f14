import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { VipGate } from './VipGate';
import { benefits, fakeVipApi, loginAs, vipWrapper, vipUser } from '../../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());
beforeEach(() => api.reset());

const content = (b: { currentVipUser: { gradeName: string } }) => <p>내용: {b.currentVipUser.gradeName}</p>;

describe('VipGate', () => {
  it('partner publisher: VIP closed with a clear message, no VIP call', async () => {
    loginAs(10000108, 'partner');
    render(<VipGate>{content}</VipGate>, vipWrapper());
    expect(screen.getByTestId('vip-closed').textContent).toMatch(/제휴 채널에서는 VIP 클럽을 이용할 수 없습니다/);
    expect(api.calls.filter((c) => c.url?.startsWith('/api/vip/'))).toEqual([]);
  });

  it('guests are asked to log in', async () => {
    loginAs(null);
    render(<VipGate>{content}</VipGate>, vipWrapper());
    expect(screen.getByTestId('vip-guest').textContent).toMatch(/로그인하고 나의 VIP 등급을 확인하세요/);
    expect(screen.getByRole('button', { name: '로그인' })).toBeTruthy();
  });

  it('VIP-only content: general members are told it is for VIP members, VIP members see it', async () => {
    loginAs(10000101);
    api.on('get', '/api/vip/benefits', { body: benefits({ currentVipUser: vipUser({ grade: 'NONE', gradeName: '일반 회원', vip: false }) }) });
    const { unmount } = render(<VipGate vipOnly vipOnlyTitle="VIP 라운지는 VIP 회원만 입장할 수 있습니다.">{content}</VipGate>, vipWrapper());
    expect((await screen.findByTestId('vip-only')).textContent).toMatch(/VIP 라운지는 VIP 회원만 입장할 수 있습니다/);
    unmount();
    api.on('get', '/api/vip/benefits', { body: benefits() });
    render(<VipGate vipOnly>{content}</VipGate>, vipWrapper());
    expect(await screen.findByText('내용: 미니멈')).toBeTruthy();
  });

  it('the API says VIP is not opened for the member: closed', async () => {
    loginAs(10000101);
    api.on('get', '/api/vip/benefits', { body: benefits({ isOpenedVip: false }) });
    render(<VipGate>{content}</VipGate>, vipWrapper());
    expect(await screen.findByTestId('vip-closed')).toBeTruthy();
  });

  it('a failure shows 다시 시도, never a blank page', async () => {
    loginAs(10000101);
    api.on('get', '/api/vip/benefits', { status: 500, message: '일시적인 오류가 발생했습니다.' });
    render(<VipGate>{content}</VipGate>, vipWrapper());
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(hanpanStore.getState().layer.current).toBeNull();
  });
  it('a failed background refresh keeps the VIP data read before, says so, and 다시 시도 clears it (QA: /mobile/vip lost its grade card)', async () => {
    loginAs(10000101);
    api.on('get', '/api/vip/benefits', { body: benefits() });
    const w = vipWrapper();
    render(<VipGate>{content}</VipGate>, w);
    expect(await screen.findByText('내용: 미니멈')).toBeTruthy();
    api.on('get', '/api/vip/benefits', { status: 500, message: '일시적인 오류가 발생했습니다.' });
    await act(() => w.client.refetchQueries().catch(() => undefined));
    expect((await screen.findByRole('alert')).textContent).toContain('최신 VIP 정보를 불러오지 못해');
    expect(screen.getByText('내용: 미니멈')).toBeTruthy();
    api.on('get', '/api/vip/benefits', { body: benefits() });
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('내용: 미니멈')).toBeTruthy();
  });
});
