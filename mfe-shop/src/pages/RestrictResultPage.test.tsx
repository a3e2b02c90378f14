import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Page, RestrictionHistory, RestrictResultType } from '@hanpan/contracts';
import { useLocation } from '@hanpan/platform';
import { changeResultState, RECENT_RESULT_MS } from '../features/restriction/lib/changeResult';
import { SHOP_ROUTES } from '../routes';
import { loginAs, renderShop, resetStore, restrictionBody } from '../test/renderShop';
import { RestrictResultPage } from './RestrictResultPage';

const route = (path: string) => SHOP_ROUTES.find((r) => r.path === path)!;
const RESULT_PATHS = SHOP_ROUTES.filter((r) => r.path.startsWith('/popup/restrict/result/')).map((r) => r.path);
const typeOf = (path: string) => path.split('/').pop() as RestrictResultType;
const history = (content: Partial<RestrictionHistory>[]): Page<RestrictionHistory> => ({
  content: content.map((c, i) => ({ id: i + 1, action: 'upgrade', resultType: 'error', dayLimit: null, monthLimit: null, message: '', createdAt: '2026-05-01T00:00:00Z', ...c })),
  page: 0, size: 10, totalElements: content.length, totalPages: 1,
});
// an old entry of each kind the member does have (QA: it was shown as the change just made)
const oldHistory = history([
  { resultType: 'success', message: '구매 한도가 상향되었습니다. (월 1,000,000원, 일 한도 설정 안 함)' },
  { resultType: 'punish-limit', message: '이용 제한 기간(2026.05.02까지)에는 구매 한도를 올릴 수 없습니다.' },
]);
const api = (req: { url?: string }) => (req.url === '/api/restriction/histories' ? { body: oldHistory } : { body: restrictionBody });
// each result's own name, as its page had it when it was the route's title
const TITLES: Record<RestrictResultType, string> = { success: '한도 변경 완료', 'day-limit': '일 한도 설정 불가', 'month-limit': '이번 달 한도 상향 불가', 'punish-limit': '이용 제한 중', error: '한도 변경 실패' };
/** The state the form leaves on the result's entry: the answer, `ago` ms ago, for member 12. */
const carried = (type: RestrictResultType, message: string, ago = 0, memberNo = '12') => changeResultState({ resultType: type, message }, memberNo, Date.now() - ago);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

afterEach(resetStore);
beforeEach(() => {
  loginAs(12);
  // what the shell writes for these routes before the page renders
  document.title = '한도 변경 결과 | 한판';
});

describe('restrict result pages, right after a change', () => {
  it("each of the five results has its own page; their title (the popup's title bar) claims none of them", () => {
    expect(RESULT_PATHS.map(typeOf).sort()).toEqual(['day-limit', 'error', 'month-limit', 'punish-limit', 'success']);
    expect(new Set(RESULT_PATHS.map((p) => route(p).pageInfo.title))).toEqual(new Set(['한도 변경 결과']));
  });

  it('each title icon is a glyph the UI font draws (⛔ ✔ ✖ are not in Pretendard: a gap before the title), hidden from screen readers', () => {
    // checked against Pretendard 1.3.9's character map: ASCII, ✓ and ✗ are in it
    const drawn = ['!', '✓', '✗'];
    for (const path of RESULT_PATHS) {
      const { unmount, api: fake } = renderShop(<RestrictResultPage route={route(path)} />, { path, state: carried(typeOf(path), '이유'), api });
      const icon = screen.getByRole('heading', { level: 1 }).querySelector('[aria-hidden="true"]')!;
      expect([path, drawn.includes(icon.textContent!.trim())]).toEqual([path, true]);
      // the result's own name: the heading and the window's title
      expect(screen.getByRole('heading', { level: 1, name: TITLES[typeOf(path)] })).toBeTruthy();
      expect(document.title).toBe(`${TITLES[typeOf(path)]} | 한판`);
      unmount();
      fake.restore();
    }
  });

  it('shows the reason the form carried', () => {
    renderShop(<RestrictResultPage route={route('/popup/restrict/result/month-limit')} />, {
      path: '/popup/restrict/result/month-limit',
      state: carried('month-limit', '이번 달에 구매 한도를 낮춰서 이번 달에는 다시 올릴 수 없습니다.'),
      api,
    });
    expect(screen.getByRole('heading', { level: 1, name: '이번 달 한도 상향 불가' })).toBeTruthy();
    expect(screen.getByTestId('restrict-result-message').textContent).toBe('이번 달에 구매 한도를 낮춰서 이번 달에는 다시 올릴 수 없습니다.');
    expect(screen.queryByTestId('restrict-result-none')).toBeNull();
  });

  it('a reload of the result just shown still shows it (the entry keeps its state)', () => {
    renderShop(<RestrictResultPage route={route('/popup/restrict/result/success')} />, {
      path: '/popup/restrict/result/success',
      state: carried('success', '구매 한도가 변경되어 즉시 적용되었습니다. (월 300,000원)', RECENT_RESULT_MS - 60_000),
      api,
    });
    expect(screen.getByTestId('restrict-result-message').textContent).toBe('구매 한도가 변경되어 즉시 적용되었습니다. (월 300,000원)');
  });
});

describe('restrict result pages opened without a change just made', () => {
  const expectNoResult = async () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('한도 변경 결과');
    expect(screen.getByTestId('restrict-result-none').textContent).toMatch(/^지금 보여 드릴 최근 한도 변경 결과가 없습니다\./);
    expect(screen.queryByTestId('restrict-result-message')).toBeNull();
    // no result's name anywhere: the heading, the window's title
    for (const title of Object.values(TITLES)) expect(screen.queryByText(title, { exact: false })).toBeNull();
    expect(document.title).toBe('한도 변경 결과 | 한판');
    // the limits as they are now, not a result
    expect((await screen.findByTestId('month-limit')).textContent).toBe('1,000,000원');
    // never an old entry of the history as if it were this change's
    expect(screen.queryByText(/상향되었습니다|이용 제한 기간/)).toBeNull();
  };

  it.each(['success', 'day-limit', 'month-limit', 'punish-limit', 'error'] as const)('%s, from a bookmark or a new tab: says there is no recent result, whatever the history holds', async (type) => {
    renderShop(<RestrictResultPage route={route(`/popup/restrict/result/${type}`)} />, { path: `/popup/restrict/result/${type}`, api });
    await expectNoResult();
  });

  it('an entry come back to long after (Back/Forward, a reload the next day) is no longer the change just made', async () => {
    renderShop(<RestrictResultPage route={route('/popup/restrict/result/punish-limit')} />, {
      path: '/popup/restrict/result/punish-limit',
      state: carried('punish-limit', '이용 제한 기간(2026.05.02까지)에는 구매 한도를 올릴 수 없습니다.', RECENT_RESULT_MS + 60_000),
      api,
    });
    await expectNoResult();
  });

  it("another member's answer (logged in since in this window), or another result's, is not shown", async () => {
    const { unmount, api: fake } = renderShop(<RestrictResultPage route={route('/popup/restrict/result/success')} />, {
      path: '/popup/restrict/result/success',
      state: carried('success', '구매 한도가 상향되었습니다. (월 1,000,000원, 일 한도 설정 안 함)', 0, '99'),
      api,
    });
    await expectNoResult();
    unmount();
    fake.restore();
    renderShop(<RestrictResultPage route={route('/popup/restrict/result/success')} />, {
      path: '/popup/restrict/result/success',
      state: carried('error', '월 한도는 법정 한도(1,000,000원)를 넘을 수 없습니다.'),
      api,
    });
    expect(screen.queryByText(/법정 한도/)).toBeNull();
    expect(screen.getByTestId('restrict-result-none')).toBeTruthy();
  });

  it('offers the way on: the limit form and the history', async () => {
    for (const [name, to] of [['구매 한도 설정', '/popup/restrict'], ['한도 변경 내역', '/popup/restrict/history']] as const) {
      const { unmount, api: fake } = renderShop(
        <>
          <RestrictResultPage route={route('/popup/restrict/result/success')} />
          <Where />
        </>,
        { path: '/popup/restrict/result/success', api },
      );
      fireEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(to));
      unmount();
      fake.restore();
    }
  });
});
