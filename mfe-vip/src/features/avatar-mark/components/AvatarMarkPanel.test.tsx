import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AvatarMark } from '@hanpan/contracts';
import { hanpanStore } from '@hanpan/platform';
import { AvatarMarkPanel } from './AvatarMarkPanel';
import { fakeVipApi, loginAs, vipWrapper } from '../../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());

const MARKS: AvatarMark['marks'] = [
  { code: 'VIP_MINIMUM', name: '미니멈 VIP 마크', grade: 'MINIMUM', gradeName: '미니멈', available: true },
  { code: 'VIP_PREMIUM', name: '프리미엄 VIP 마크', grade: 'PREMIUM', gradeName: '프리미엄', available: false },
];

describe('AvatarMarkPanel', () => {
  let worn: string | null;
  beforeEach(() => {
    api.reset();
    loginAs(10000104, 'hanpan', '브이아이피');
    worn = null;
    const state = (): AvatarMark => ({ avatarMarkCode: worn, worn: worn !== null, available: ['VIP_MINIMUM'], marks: MARKS });
    api.on('get', '/api/vip/benefits/avatar-mark', () => ({ body: state() }));
    // the member state the avatar reads (reloadable-state)
    api.on('get', '/api/contents/members/reloadable-state', () => ({ body: { vipUser: { avatarMarkCode: worn } } }));
    api.on('post', '/api/vip/benefits/avatar-mark', (req) => {
      const code = (req.body as { avatarMarkCode: string }).avatarMarkCode;
      if (code !== 'VIP_MINIMUM') return { status: 422, message: '프리미엄 VIP 마크는 프리미엄 등급 이상만 착용할 수 있습니다.', body: { code: 'ERROR_MARK_NOT_AVAILABLE', title: '아바타 마크' } };
      worn = code;
      return { body: state() };
    });
    api.on('put', '/api/vip/benefits/avatar-mark', () => {
      worn = null;
      return { body: state() };
    });
  });

  it('puts the mark on (POST) and takes it off (PUT); the avatar follows the refreshed member state', async () => {
    render(<AvatarMarkPanel />, vipWrapper());
    fireEvent.click(await screen.findByRole('button', { name: '미니멈 VIP 마크 착용' }));
    await waitFor(() => expect(screen.getByTestId('vip-avatar').getAttribute('data-mark')).toBe('VIP_MINIMUM'));
    expect(screen.getByRole('img', { name: /미니멈 VIP 마크 착용/ })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '미니멈 VIP 마크 해제' }));
    await waitFor(() => expect(screen.getByTestId('vip-avatar').getAttribute('data-mark')).toBe(''));
    expect(api.calls.map((c) => c.method)).toEqual(expect.arrayContaining(['post', 'put']));
  });

  it('a double click on 해제 takes the mark off once: one PUT, no "착용 중인 아바타 마크가 아닙니다."', async () => {
    worn = 'VIP_MINIMUM';
    // like the API: taking off a mark that is not worn is refused
    api.on('put', '/api/vip/benefits/avatar-mark', () => {
      if (worn === null) return { status: 422, message: '착용 중인 아바타 마크가 아닙니다.', body: { code: 'ERROR_MARK_NOT_WORN', title: '아바타 마크' } };
      worn = null;
      return { body: { avatarMarkCode: null, worn: false, available: ['VIP_MINIMUM'], marks: MARKS } };
    });
    render(<AvatarMarkPanel />, vipWrapper());
    const button = (await screen.findByRole('button', { name: '미니멈 VIP 마크 해제' })) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    // the other marks wait meanwhile
    expect((screen.getByRole('button', { name: '프리미엄 VIP 마크 착용' }) as HTMLButtonElement).disabled).toBe(true);
    const wear = (await screen.findByRole('button', { name: '미니멈 VIP 마크 착용' })) as HTMLButtonElement;
    await waitFor(() => expect(wear.getAttribute('aria-disabled')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'put')).toHaveLength(1);
    expect(hanpanStore.getState().layer.current).toBeNull();
  });

  it('a double click on 착용 puts the mark on once: one POST', async () => {
    render(<AvatarMarkPanel />, vipWrapper());
    const button = (await screen.findByRole('button', { name: '미니멈 VIP 마크 착용' })) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    const off = (await screen.findByRole('button', { name: '미니멈 VIP 마크 해제' })) as HTMLButtonElement;
    await waitFor(() => expect(off.getAttribute('aria-disabled')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(1);
    expect(api.calls.some((c) => c.method === 'put')).toBe(false);
    expect(hanpanStore.getState().layer.current).toBeNull();
  });

  it('keyboard: the one button of the mark (착용 → 해제) keeps the focus through its request, and the worn line is read out', async () => {
    render(<AvatarMarkPanel />, vipWrapper());
    const button = (await screen.findByRole('button', { name: '미니멈 VIP 마크 착용' })) as HTMLButtonElement;
    const worn = screen.getByRole('status');
    expect(worn.textContent).toBe('착용한 마크가 없습니다');
    button.focus();
    fireEvent.click(button);
    // busy, not disabled: a browser drops the focus of a button that becomes disabled (jsdom keeps it)
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('미니멈 VIP 마크 해제'));
    expect(document.activeElement).toBe(button);
    expect(worn.textContent).toBe('미니멈 VIP 마크 착용 중');

    fireEvent.click(button);
    expect(button.disabled).toBe(false);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('미니멈 VIP 마크 착용'));
    expect(document.activeElement).toBe(button);
    expect(worn.textContent).toBe('착용한 마크가 없습니다');
  });

  it('a mark above the grade cannot be put on: its button is disabled and its row says from which grade', async () => {
    render(<AvatarMarkPanel />, vipWrapper());
    const button = (await screen.findByRole('button', { name: '프리미엄 VIP 마크 착용' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('프리미엄 등급부터 착용할 수 있습니다')).toBeTruthy();
  });

  it('a refusal all the same (the grade changed meanwhile): the API text (ERROR_MARK_NOT_AVAILABLE) is shown', async () => {
    MARKS[1] = { ...MARKS[1]!, available: true };
    render(<AvatarMarkPanel />, vipWrapper());
    fireEvent.click(await screen.findByRole('button', { name: '프리미엄 VIP 마크 착용' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('alert'));
    expect(hanpanStore.getState().layer.current?.body).toBe('프리미엄 VIP 마크는 프리미엄 등급 이상만 착용할 수 있습니다.');
    expect(hanpanStore.getState().layer.current?.header).toBe('아바타 마크');
  });
});
