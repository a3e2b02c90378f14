import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderHpc } from '../../../testing/renderHpc';
import { championship } from '../../../testing/hpcFixtures';
import { ChampionshipCard } from './ChampionshipCard';

// The login gate's full-page load (window.location.assign) lands here: jsdom cannot navigate, and
// its Location cannot be spied on, so the browser deps keep everything but `assign`.
const mockAssign = jest.fn();
jest.mock('@hanpan/platform', () => {
  const actual = jest.requireActual<typeof import('@hanpan/platform')>('@hanpan/platform');
  return { ...actual, browserGateDeps: (store: Parameters<typeof actual.browserGateDeps>[0]) => ({ ...actual.browserGateDeps(store), assign: mockAssign }) };
});

const api = installFakeApi();
afterAll(() => api.restore());

/** The member answers the confirm (an application cannot be taken back): 신청하기, or 취소. */
async function confirmApply(go = true) {
  await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
  expect(String(hanpanStore.getState().layer.current?.body)).toContain('신청한 뒤에는 취소할 수 없습니다');
  act(() => hanpanStore.getState().resolvePopup(go));
}

function renderCard(c = championship()) {
  const utils = renderHpc(<ChampionshipCard championship={c} />);
  return utils;
}

describe('ChampionshipCard', () => {
  beforeEach(() => {
    hanpanStore.getState().closeAllPopups();
    hanpanStore.getState().setMember({ memberNo: '10000101', nickname: '회원', loginStatus: { code: 'LOGIN' } });
    api.calls.length = 0;
    mockAssign.mockClear();
  });

  it('shows the phase, every SPEC §3 time with a countdown, and the applicants', () => {
    renderCard();
    expect(screen.getByTestId('phase').textContent).toBe('참가 신청 중');
    const times = screen.getByRole('list', { name: '대회 시간표' });
    expect(within(times).getAllByRole('listitem')).toHaveLength(8);
    expect(within(times).getAllByRole('timer')).toHaveLength(8);
    expect(screen.getByRole('timer', { name: '참가 신청 마감까지 남은 시간' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: '다음 일정(참가 신청 마감)까지 남은 시간' }).textContent).toMatch(/^01:59:\d\d$/);
    expect(screen.getByTestId('apply-count').textContent).toContain('3명');
  });

  it('applies once: posts, tells the member, and refetches only the schedule and the member hpc', async () => {
    api.respond((req) => (req.method === 'post' ? { body: { championshipId: 3, applyCount: 4, applied: true } } : { body: [] }));
    const { client } = renderCard();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: '참가 신청' }));
    await confirmApply();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('alert'));
    expect(api.calls.find((c) => c.method === 'post')?.url).toBe('/api/hpc/3/apply');
    expect(String(hanpanStore.getState().layer.current?.body)).toContain('현재 신청자 4명');
    const keys = invalidate.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey));
    expect(keys).toEqual(expect.arrayContaining([JSON.stringify(['member', '10000101', 'hpc', 'hpcSchedule']), JSON.stringify(['member', '10000101', 'hpc', 'hpcMe'])]));
    expect(keys).not.toContain(JSON.stringify(['member', '10000101']));
  });

  it("shows the server's Korean message for a refusal (already applied / not started / ended)", async () => {
    api.respond(() => ({ status: 422, message: '이미 참가 신청한 대회입니다. 대회 시작 전에 입장 시간을 확인해 주세요.', body: { code: 'ERROR_ALREADY_APPLIED' } }));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: '참가 신청' }));
    await confirmApply();
    await waitFor(() => expect(hanpanStore.getState().layer.current?.header).toBe('참가 신청 안내'));
    expect(String(hanpanStore.getState().layer.current?.body)).toContain('이미 참가 신청한 대회입니다');
  });

  it('취소 on the confirm applies nothing, and the next click asks again', async () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: '참가 신청' }));
    await confirmApply(false);
    await waitFor(() => expect(hanpanStore.getState().actions.running).toEqual([]));
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    expect(hanpanStore.getState().layer.current).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '참가 신청' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
  });

  it('guests go through the login gate first (no call)', async () => {
    hanpanStore.getState().setMember(null);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: '참가 신청' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('로그인 후, 이용해 주세요.'));
    expect(mockAssign).not.toHaveBeenCalled();
    // after the message, the login page with the way back
    act(() => hanpanStore.getState().resolvePopup(true));
    await waitFor(() => expect(mockAssign).toHaveBeenCalledWith('/idp/login?nextUrl=%2F'));
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it('applied and closed championships cannot be applied again', () => {
    renderCard(championship({ applied: true }));
    const done = screen.getByRole('button', { name: '참가 신청 완료' }) as HTMLButtonElement;
    expect(done.getAttribute('aria-disabled')).toBe('true');
    // still focusable (the focus stays on it after the completion alert), and a click does nothing
    expect(done.disabled).toBe(false);
    fireEvent.click(done);
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    expect(hanpanStore.getState().layer.current).toBeNull();
  });

  it('a championship whose sign-up has not opened says so and cannot be clicked (the server would only refuse)', () => {
    renderCard(championship({ phase: 'UPCOMING' }));
    expect(screen.getByRole('button', { name: '신청 예정' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('when a time passes, the card moves its big countdown to the next time and refetches the schedule', () => {
    jest.useFakeTimers();
    try {
      const now = Date.now();
      const c = championship({}, now, 1500); // recruiting ends in 1.5 s
      const { client } = renderCard(c);
      const invalidate = jest.spyOn(client, 'invalidateQueries');
      expect(screen.getByText('참가 신청 마감까지')).toBeTruthy();
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.getByText('입장 시작까지')).toBeTruthy();
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', '10000101', 'hpc', 'hpcSchedule'] });
    } finally {
      jest.useRealTimers();
    }
  });

  it('an applicant enters the championship room while entry is open (입장 시작 – 입장 마감): the launch opens in the game window; a refusal is told', async () => {
    // recruiting ended 2 h ago: entry opened 1 h ago and closes in 1 h
    const entering = championship({ phase: 'ENTRY', applied: true }, Date.now(), -2 * 3600_000);
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    try {
      api.respond(() => ({ body: { gameId: 'poker7', channelId: 'HPC0', url: '/game-client?token=t', expiresAt: new Date().toISOString() } }));
      const view = renderCard(entering);
      expect(screen.queryByRole('button', { name: /참가 신청/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '대회 입장' }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('/game-client?token=t', 'hanpan_game_poker7'));
      expect(api.calls.at(-1)?.url).toBe('/api/hpc/3/entry');
      view.unmount();

      api.respond(() => ({ status: 422, body: { code: 'ERROR_NOT_APPLIED' }, message: '참가 신청한 회원만 이 대회에 입장할 수 있습니다.' }));
      renderCard(entering);
      fireEvent.click(screen.getByRole('button', { name: '대회 입장' }));
      await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('alert'));
      expect(String(hanpanStore.getState().layer.current?.body)).toBe('참가 신청한 회원만 이 대회에 입장할 수 있습니다.');
    } finally {
      open.mockRestore();
    }
  });

  it('no entry for a member who did not apply, nor before 입장 시작', () => {
    const other = renderCard(championship({ phase: 'ENTRY', applied: false }, Date.now(), -2 * 3600_000));
    expect(screen.queryByRole('button', { name: '대회 입장' })).toBeNull();
    expect(screen.getByRole('button', { name: '참가 신청 마감' })).toBeTruthy();
    other.unmount();
    renderCard(championship({ applied: true }));
    expect(screen.queryByRole('button', { name: '대회 입장' })).toBeNull();
    expect(screen.getByRole('button', { name: '참가 신청 완료' })).toBeTruthy();
  });

  it("an ended game whose results are not final says '결과 집계 중' beside the countdown to 대회 종료, not '종료'", () => {
    // the game ended 2 h ago, results are final in 12 h (the fixture's 대회 종료 is 14 h after 게임 종료)
    const counting = championship({ phase: 'ENDED' }, Date.now() - 8 * 3600_000, 0);
    const view = renderCard(counting);
    expect(screen.getByTestId('phase').textContent).toBe('결과 집계 중');
    expect(screen.getByText('대회 종료까지')).toBeTruthy();
    view.unmount();
    renderCard(championship({ phase: 'ENDED' }, Date.now() - 300 * 3600_000));
    expect(screen.getByTestId('phase').textContent).toBe('종료');
  });
});
