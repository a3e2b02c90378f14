import { hrefOf } from '@hanpan/platform';
import { defineRoutes } from '@hanpan/platform/routing';
import { SHOP_ROUTES } from '../../../routes';
import { shopCategories } from './ShopCategoryNav';

describe('shop categories', () => {
  it('the routes declared with a menu label, in declared order, BEST (the index) first', () => {
    const declared = SHOP_ROUTES.filter((r) => r.menu);
    expect(shopCategories(SHOP_ROUTES, false)).toEqual(declared.map((r) => ({ path: hrefOf(r.path), label: r.menu })));
    expect(shopCategories(SHOP_ROUTES, false)[0]).toEqual({ path: '/shop', label: 'BEST' });
    // every tab is a page of the shop, and every shop page without a label stays off (the product page)
    for (const c of shopCategories(SHOP_ROUTES, false)) expect(c.path === '/shop' || c.path.startsWith('/shop/')).toBe(true);
    expect(shopCategories(SHOP_ROUTES, false).map((c) => c.path)).not.toContain('/product');
  });
  it('hides Plus products from the partner channel', () => {
    expect(shopCategories(SHOP_ROUTES, false).map((c) => c.path)).toContain('/shop/plus');
    expect(shopCategories(SHOP_ROUTES, true).map((c) => c.path)).not.toContain('/shop/plus');
  });
  it('a new /shop page is a tab only when declared with a menu label', () => {
    const plain = [...SHOP_ROUTES, ...defineRoutes('mfe_shop', [{ path: '/shop/guide-page', layout: 'default', title: '상점 안내', subTitle: '' }])];
    expect(shopCategories(plain, false)).toEqual(shopCategories(SHOP_ROUTES, false));
    const tab = [...SHOP_ROUTES, ...defineRoutes('mfe_shop', [{ path: '/shop/lucky-box', layout: 'default', title: '행운 상자', subTitle: '', menu: '행운 상자' }])];
    expect(shopCategories(tab, false).at(-1)).toEqual({ path: '/shop/lucky-box', label: '행운 상자' });
  });
});
