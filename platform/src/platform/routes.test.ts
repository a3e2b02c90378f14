import {
  breadcrumbOf,
  childrenOf,
  hrefOf,
  matchPortalRoute,
  matchRoutePath,
  PORTAL_ROUTES,
  routeName,
  routesOf,
  siblingsOf,
} from './routes';

describe('route table', () => {
  it('registers every path once', () => {
    const paths = PORTAL_ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['/', 'shell', 'pc-main'],
    ['/plus/me/benefit', 'mfe_plus', 'default'],
    ['/product', 'mfe_shop', 'default'],
    ['/product/123', 'mfe_shop', 'default'],
    ['/plus/guide/main/V', 'mfe_plus', 'default'],
    ['/hpc/media', 'mfe_hpc', 'hpc'],
    ['/championship', 'mfe_hpc', 'pc'],
    ['/mobile/popup/shop-mobile-sms', 'mfe_shop', 'popup'],
    ['/mobile/plus/me/all', 'mfe_mobile', 'mobile'],
    ['/popup/product/joker-catch', 'mfe_shop', 'none'],
    ['/collectionbook', 'mfe_shop', 'default'],
    ['/popup/vip/benefit/coupon', 'mfe_vip', 'popup-ui'],
    ['/popup/goldbox', 'shell', 'popup'],
    ['/popup/restrict/result/punish-limit', 'mfe_shop', 'popup'],
    ['/popup/over-money/main', 'mfe_plus', 'popup'],
  ])('%s → %s in %s layout', (path, owner, layout) => {
    const m = matchPortalRoute(path);
    expect(m?.route.owner).toBe(owner);
    expect(m?.route.layout).toBe(layout);
  });

  it('does not match unknown paths', () => {
    expect(matchPortalRoute('/nope')).toBeNull();
    expect(matchPortalRoute('/plus/me/benefit/extra')).toBeNull();
    expect(matchPortalRoute('/product/1/2')).toBeNull();
  });

  it('matches optional and required params', () => {
    expect(matchRoutePath('/product/:id?', '/product')).toEqual({ id: undefined });
    expect(matchRoutePath('/product/:id?', '/product/a%20b')).toEqual({ id: 'a b' });
    expect(matchRoutePath('/x/:id', '/x')).toBeNull();
    expect(matchRoutePath('/x/*', '/x/a/b')).toEqual({ '*': 'a/b' });
    expect(matchRoutePath('/plus/', '/plus/')).toEqual({});
  });

  it('carries the behaviour flags', () => {
    expect(matchPortalRoute('/sponsor')?.route.partnerBlocked).toBe(true);
    expect(matchPortalRoute('/plus/shop')?.route.partnerBlocked).toBe(true);
    expect(matchPortalRoute('/mobile/vip')?.route.mobileOnly).toBe(true);
    expect(matchPortalRoute('/hpc/info')?.route.skipMemberRefresh).toBe(true);
    expect(matchPortalRoute('/popup/classic-sms')?.route.skipMemberRefresh).toBe(true);
    expect(matchPortalRoute('/popup/plus/bankbook')?.route.popupSize).toBe('bankbook');
    expect(matchPortalRoute('/shop')?.route.partnerBlocked).toBeUndefined();
  });

  it('builds page info: names, parents, breadcrumb, siblings, children', () => {
    const benefit = matchPortalRoute('/plus/me/benefit')!.route;
    expect(benefit.pageInfo).toMatchObject({ name: 'plus-me-benefit', parentPath: '/plus/me', type: 'pc', title: '나의 혜택' });
    expect(breadcrumbOf(benefit).map((r) => r.path)).toEqual(['/', '/plus', '/plus/me', '/plus/me/benefit']);
    expect(siblingsOf(benefit).map((r) => r.path)).toEqual(['/plus/me/benefit', '/plus/me/money-history', '/plus/me/payment']);
    expect(childrenOf(matchPortalRoute('/vip')!.route).map((r) => r.path)).toEqual(['/vip/guide', '/vip/home', '/vip/lounge']);
    expect(matchPortalRoute('/product/7')!.route.pageInfo.parentPath).toBe('/shop');
    expect(matchPortalRoute('/popup/vip/check')!.route.pageInfo).toMatchObject({ parentPath: null, type: 'popup' });
    expect(routeName('/')).toBe('home');
    expect(hrefOf('/plus/guide/option/:id?')).toBe('/plus/guide/option');
  });

  it('gives every remote its routes and Korean titles everywhere', () => {
    for (const owner of ['mfe_shop', 'mfe_plus', 'mfe_vip', 'mfe_hpc', 'mfe_mobile'] as const) {
      expect(routesOf(owner).length).toBeGreaterThan(2);
    }
    for (const r of PORTAL_ROUTES) expect(r.pageInfo.title).toMatch(/[가-힣]/);
  });
});
