import { fireEvent, screen } from '@testing-library/react';
import { SHOP_ROUTES } from '../../../routes';
import { loginAs, renderShop, resetStore, restrictionBody } from '../../../test/renderShop';
import { ShopToolbar } from './ShopToolbar';

afterEach(resetStore);

const api = (req: { url?: string }) => ({ body: req.url === '/api/restriction' ? restrictionBody : null });

describe('ShopToolbar', () => {
  it('offers the mobile shop by SMS on the own portal', async () => {
    loginAs(88);
    renderShop(<ShopToolbar />, { api });
    expect(await screen.findByRole('button', { name: /모바일 상점 문자/ })).toBeTruthy();
  });

  it('not to the partner channel, which cannot use the mobile site (and its SMS popup is blocked for it)', async () => {
    loginAs(88, 'partner');
    renderShop(<ShopToolbar />, { api });
    expect(await screen.findByRole('button', { name: /충전/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /모바일 상점 문자/ })).toBeNull();
    const sms = SHOP_ROUTES.filter((r) => r.path.endsWith('shop-mobile-sms'));
    expect(sms).toHaveLength(2);
    for (const r of sms) expect(r.partnerBlocked).toBe(true);
  });

  it('a limit that cannot be read is said, with 다시 시도, instead of a line that goes missing (QA: API down)', async () => {
    loginAs(88);
    let up = false;
    const { api: calls } = renderShop(<ShopToolbar />, { api: (req) => (req.url === '/api/restriction' && !up ? { status: 400, message: '요청이 올바르지 않습니다.' } : api(req)) });
    expect((await screen.findByTestId('shop-remaining-limit-error')).textContent).toContain('이번 달 남은 구매 한도를 불러오지 못했습니다.');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect((await screen.findByTestId('shop-remaining-limit')).textContent).toContain('이번 달 남은 구매 한도');
    expect(calls.calls.filter((c) => c.url === '/api/restriction').length).toBeGreaterThanOrEqual(2);
  });
});
