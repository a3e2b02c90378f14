import { defineRoutes } from '@hanpan/platform/routing';
import { SHOP_ROUTES } from '../../../routes';
import { shopCategories } from './ShopCategoryNav';

describe('shop categories', () => {
  it('BEST, then the declared /shop sub-routes (not the product page)', () => {
    expect(shopCategories(SHOP_ROUTES, false).map((c) => c.label)).toEqual(['BEST', '아바타', '엔돌핀 아바타', '기능성 아이템', '머니', '플러스 상품']);
  });
  it('hides Plus products from the partner channel', () => {
    expect(shopCategories(SHOP_ROUTES, true).map((c) => c.path)).not.toContain('/shop/plus');
  });
  it('a sub-route a new version declares appears by itself', () => {
    const next = [...SHOP_ROUTES, ...defineRoutes('mfe_shop', [{ path: '/shop/lucky-box', layout: 'default', title: '행운 상자', subTitle: '', parentPath: '/shop' }])];
    expect(shopCategories(next, false).at(-1)).toEqual({ path: '/shop/lucky-box', label: '행운 상자' });
  });
});
