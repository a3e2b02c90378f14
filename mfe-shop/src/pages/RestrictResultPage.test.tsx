import { screen } from '@testing-library/react';
import type { Page, RestrictionHistory } from '@hanpan/contracts';
import { SHOP_ROUTES } from '../routes';
import { loginAs, renderShop, resetStore, restrictionBody } from '../test/renderShop';
import { RestrictResultPage } from './RestrictResultPage';

const route = (path: string) => SHOP_ROUTES.find((r) => r.path === path)!;
const history = (content: Partial<RestrictionHistory>[]): Page<RestrictionHistory> => ({
  content: content.map((c, i) => ({ id: i + 1, action: 'upgrade', resultType: 'error', dayLimit: null, monthLimit: null, message: '', createdAt: '2026-05-01T00:00:00Z', ...c })),
  page: 0, size: 10, totalElements: content.length, totalPages: 1,
});

afterEach(resetStore);
beforeEach(() => loginAs(12));

describe('restrict result pages', () => {
  it('each of the five results has its own page and title', () => {
    const types = SHOP_ROUTES.filter((r) => r.path.startsWith('/popup/restrict/result/')).map((r) => r.path.split('/').pop());
    expect(types.sort()).toEqual(['day-limit', 'error', 'month-limit', 'punish-limit', 'success']);
  });

  it('each title icon is a glyph the UI font draws (⛔ ✔ ✖ are not in Pretendard: a gap before the title), hidden from screen readers', () => {
    // checked against Pretendard 1.3.9's character map: ASCII, ✓ and ✗ are in it
    const drawn = ['!', '✓', '✗'];
    for (const path of SHOP_ROUTES.filter((r) => r.path.startsWith('/popup/restrict/result/')).map((r) => r.path)) {
      const { unmount, api } = renderShop(<RestrictResultPage route={route(path)} />, { path, api: (req) => (req.url === '/api/restriction/histories' ? { body: history([]) } : { body: restrictionBody }) });
      const icon = screen.getByRole('heading', { level: 1 }).querySelector('[aria-hidden="true"]')!;
      expect([path, drawn.includes(icon.textContent!.trim())]).toEqual([path, true]);
      expect(screen.getByRole('heading', { level: 1, name: route(path).pageInfo.title })).toBeTruthy();
      unmount();
      api.restore();
    }
  });

  it('shows the reason the form carried', async () => {
    renderShop(<RestrictResultPage route={route('/popup/restrict/result/month-limit')} />, {
      path: '/popup/restrict/result/month-limit',
      state: { message: '이번 달에 구매 한도를 낮춰서 이번 달에는 다시 올릴 수 없습니다.' },
      api: (req) => (req.url === '/api/restriction' ? { body: restrictionBody } : { body: history([]) }),
    });
    expect(screen.getByRole('heading', { level: 1, name: '이번 달 한도 상향 불가' })).toBeTruthy();
    expect(screen.getByTestId('restrict-result-message').textContent).toBe('이번 달에 구매 한도를 낮춰서 이번 달에는 다시 올릴 수 없습니다.');
  });

  it('after a reload, the latest history entry of that result says why', async () => {
    renderShop(<RestrictResultPage route={route('/popup/restrict/result/punish-limit')} />, {
      path: '/popup/restrict/result/punish-limit',
      api: (req) => (req.url === '/api/restriction/histories' ? { body: history([{ resultType: 'success', message: '변경됨' }, { resultType: 'punish-limit', message: '이용 제한 기간(2026.05.02까지)에는 구매 한도를 올릴 수 없습니다.' }]) } : { body: restrictionBody }),
    });
    expect((await screen.findByTestId('restrict-result-message')).textContent).toMatch(/이용 제한 기간/);
  });

  it('with no reason carried or kept, says the result as a sentence', async () => {
    renderShop(<RestrictResultPage route={route('/popup/restrict/result/error')} />, {
      path: '/popup/restrict/result/error',
      api: (req) => (req.url === '/api/restriction/histories' ? { body: history([]) } : { body: restrictionBody }),
    });
    expect(await screen.findByText('구매 한도를 변경하지 못했습니다.')).toBeTruthy();
  });
});
