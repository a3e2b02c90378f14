import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ShopProduct } from '@hanpan/contracts';
import { hanpanStore, MESSAGES } from '@hanpan/platform';
import { renderShop, resetStore } from '../test/renderShop';
import { MobileShopCatalogue } from './MobileShopCatalogue';

const product = (code: string, name: string, price: string): ShopProduct => ({
  code, kind: 'E', category: 'money', name, description: '', price, grantMoney: '100000000', grantEndorphin: '0', imageUrl: `/api/images/product/${code}.svg`, best: true, subStore: null, avatarId: null,
});

afterEach(resetStore);

describe('mfe_shop/mobile: MobileShopCatalogue', () => {
  it('lists a category with prices in 원 and what each gives; 구매 runs the same gate (guest → login message)', async () => {
    renderShop(<MobileShopCatalogue category="money" limit={1} />, { api: () => ({ body: { shops: { MONEY: [product('E3001', '게임머니 1억', '1100'), product('E3002', '게임머니 10억', '9900')] }, subStore: {}, endorphinUnitMoney: '10000000' } }) });
    const list = await screen.findByTestId('mobile-shop-catalogue');
    expect(list.textContent).toContain('1,100원');
    expect(list.textContent).toContain('게임머니 1억');
    expect(list.textContent).not.toContain('게임머니 10억');
    fireEvent.click(screen.getByRole('button', { name: '게임머니 1억 구매' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe(MESSAGES.loginRequired));
    // (the login page itself is the gate's job, tested in purchaseGate.test.ts)
    expect(hanpanStore.getState().layer.current?.type).toBe('alert');
  });

  it('links each product to the page productHref names', async () => {
    renderShop(<MobileShopCatalogue category="money" productHref={(p) => `/product/${p.code}`} />, { api: () => ({ body: { shops: { MONEY: [product('E3001', '게임머니 1억', '1100')] }, subStore: {}, endorphinUnitMoney: '10000000' } }) });
    expect((await screen.findByRole('link', { name: '게임머니 1억' })).getAttribute('href')).toBe('/product/E3001');
  });

  it('an empty category says what to do', async () => {
    renderShop(<MobileShopCatalogue category="ITEM" />, { api: () => ({ body: { shops: {}, subStore: {}, endorphinUnitMoney: '0' } }) });
    expect(await screen.findByText('지금 판매 중인 상품이 없습니다. 다른 분류를 둘러보세요.')).toBeTruthy();
  });
});
