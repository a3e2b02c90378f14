import { screen } from '@testing-library/react';
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
});
