import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PC_BANG_CAPSULE_TICKET_RULE } from '@hanpan/contracts/constants';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { renderHpc } from '../../../testing/renderHpc';
import { pcBang, roundCount } from '../../../testing/hpcFixtures';
import { PcBangChampionship } from './PcBangChampionship';

// The partner step's full-page load (window.location.assign) lands here: jsdom cannot navigate, and
// its Location cannot be spied on, so the browser deps keep everything but `assign`.
const mockAssign = jest.fn();
jest.mock('@hanpan/platform', () => {
  const actual = jest.requireActual<typeof import('@hanpan/platform')>('@hanpan/platform');
  return { ...actual, browserGateDeps: (store: Parameters<typeof actual.browserGateDeps>[0]) => ({ ...actual.browserGateDeps(store), assign: mockAssign }) };
});

const api = installFakeApi();
afterAll(() => api.restore());

describe('PcBangChampionship', () => {
  beforeEach(() => {
    hanpanStore.getState().closeAllPopups();
    hanpanStore.getState().setMember({ memberNo: '10000111', nickname: 'PC방단골', loginStatus: { code: 'LOGIN' } });
    api.calls.length = 0;
  });

  it('shows the subscription type, the round and its count; applies once with an Idempotency-Key', async () => {
    let applied = false;
    api.respond((req) => {
      if (req.url === '/api/pc-bang/subscription') return { body: pcBang() };
      if (req.method === 'post') {
        applied = true;
        return { body: roundCount({ count: 8, applied: true }) };
      }
      return { body: roundCount({ count: applied ? 8 : 7, applied }) };
    });
    renderHpc(<PcBangChampionship />);
    expect((await screen.findByTestId('pcbang-subscription')).textContent).toBe('종량제 가맹 PC방 · 한판 PC방 강남점');
    expect(screen.getByTestId('pcbang-count').textContent).toBe('7명');
    // given every day, not collected here: no '받을 수 있음' without a way to receive them (QA)
    expect(screen.getByTestId('pcbang-capsule-tickets').textContent).toBe('하루 1장 · 게임 안에서 지급');
    expect(screen.getByText(PC_BANG_CAPSULE_TICKET_RULE)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2026년 5월 회차 PC방 챔피언십' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2026년 5월 회차 신청하기' }));
    // asked first (an application cannot be taken back): 취소 sends nothing, 신청하기 applies
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(String(hanpanStore.getState().layer.current?.body)).toContain('2026년 5월 회차 PC방 챔피언십에 신청할까요?');
    // it cannot be taken back: the dialog opens on 취소
    expect(hanpanStore.getState().layer.current?.defaultFocus).toBe('cancel');
    act(() => hanpanStore.getState().resolvePopup(false));
    await waitFor(() => expect(hanpanStore.getState().actions.running).toEqual([]));
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '2026년 5월 회차 신청하기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    act(() => hanpanStore.getState().resolvePopup(true));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('alert'));
    const post = api.calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('/api/pc-bang/championship/apply');
    expect(JSON.parse(String(post.data))).toEqual({ round: 202605 });
    expect(String(post.headers['Idempotency-Key'] ?? post.headers['idempotency-key'])).toMatch(/.{8,}/);
    expect(await screen.findByRole('button', { name: '이번 회차 신청 완료' })).toBeTruthy();
    expect(screen.getByTestId('pcbang-count').textContent).toBe('8명');
  });

  it('outside a PC-bang: NONE, and the button is off, pointing at the rule (no request the server would refuse: QA)', async () => {
    api.respond((req) => {
      if (req.url === '/api/pc-bang/subscription') return { body: pcBang({ subscribe: false, type: 'NONE', name: null, receivableCapsuleFreeTicket: 0 }) };
      if (req.method === 'post') return { status: 422, message: '한판 가맹 PC방에서만 PC방 챔피언십을 신청할 수 있습니다.', body: { code: 'ERROR_NOT_PC_BANG' } };
      return { body: roundCount() };
    });
    renderHpc(<PcBangChampionship />);
    expect((await screen.findByTestId('pcbang-subscription')).textContent).toBe('가맹 PC방 아님');
    expect(screen.getByTestId('pcbang-capsule-tickets').textContent).toBe('가맹 PC방에서만 지급');
    const button = screen.getByRole('button', { name: '가맹 PC방에서 신청할 수 있습니다' });
    expect(button).toHaveProperty('disabled', true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toContain('가맹 PC방(정액제·종량제)에서 접속한 회원만');
    fireEvent.click(button);
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it('guests see how to take part and a login button (no member calls)', () => {
    hanpanStore.getState().setMember(null);
    renderHpc(<PcBangChampionship />);
    expect(screen.getByRole('button', { name: '로그인하고 신청하기' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('a partner member whose login needs a step first is asked for that step, in its words — not to log in (QA: 로그인하고 신청하기 beside 로그아웃)', async () => {
    hanpanStore.getState().setPublisher('partner');
    const message = '제휴 서비스 이용을 위해 추가 정보 입력이 필요합니다.';
    hanpanStore.getState().setMember({
      memberNo: '10000115',
      nickname: '추가정보회원',
      loginStatus: { code: 'NEED_ACTION', message, actionSpec: { resultType: 'BOTTOM_REDIRECT', displayMessage: message, buttonMessage: '추가 정보 입력하기', redirectUri: '/idp/partner/action?callbackUrl=%2F' } },
    });
    try {
      renderHpc(<PcBangChampionship />);
      expect(screen.getByText(/^제휴 서비스 이용을 위해 추가 정보 입력이 필요합니다\. 마치고 나면 접속한 PC방의/)).toBeTruthy();
      expect(screen.queryByText(/로그인하면/)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '추가 정보 입력하기' }));
      // the card named the step: it starts, coming back here — no notice first (QA: two clicks), no login alert
      await waitFor(() => expect(mockAssign).toHaveBeenCalledWith('/idp/partner/action?callbackUrl=%2F'));
      expect(hanpanStore.getState().layer.current).toBeNull();
      expect(api.calls).toHaveLength(0);
    } finally {
      hanpanStore.getState().setPublisher('hanpan');
    }
  });
});
