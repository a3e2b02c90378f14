import { ownerOfPath } from './areas';
import { defineLayers } from './layers';
import { defineRoutes, matchPortalRoute, matchRoutePath, hrefOf, routeName } from './routes';
import { breadcrumbOf, siblingsOf, childrenOf } from './pageTree';
import { PLATFORM_VERSION, satisfiesRange } from './version';
import platformPackage from '../../package.json';

describe('ownership table', () => {
  it.each([
    ['/shop/item', 'mfe_shop'],
    ['/product/12', 'mfe_shop'],
    ['/collectionbook', 'mfe_shop'],
    ['/popup/restrict/result/success', 'mfe_shop'],
    ['/mobile/popup/shop-mobile-sms', 'mfe_shop'],
    ['/mobile/plus/me', 'mfe_mobile'],
    ['/PLUS/me', 'mfe_plus'],
    ['/popup/over-money/main', 'mfe_plus'],
    ['/championship', 'mfe_hpc'],
    ['/popup/vip/check', 'mfe_vip'],
    ['/shop/', 'mfe_shop'],
    ['/vip///', 'mfe_vip'],
  ])('%s → %s (longest prefix, case-insensitive)', (path, owner) => {
    expect(ownerOfPath(path)).toBe(owner);
  });
  it('leaves the shell its own paths', () => {
    for (const p of ['/', '/faq', '/popup/mileage', '/shopping', '/plusx']) expect(ownerOfPath(p)).toBeNull();
  });
});

describe('route declarations', () => {
  const routes = defineRoutes('mfe_plus', [
    { path: '/plus', layout: 'default', title: '플러스', subTitle: '' },
    { path: '/plus/me', layout: 'default', title: '나의 플러스', subTitle: '', requiresLogin: true },
    { path: '/plus/me/benefit', layout: 'default', title: '나의 혜택', subTitle: '' },
    { path: '/plus/me/payment', layout: 'default', title: '결제 내역', subTitle: '' },
    { path: '/plus/guide/main/:id?', layout: 'default', title: '메인 멤버십 안내', subTitle: '', params: { id: ['V', 'W'] } },
    { path: '/popup/plus/bankbook', layout: 'popup-ui', title: '적립 통장', subTitle: '', popupSize: 'bankbook' },
  ]);

  it('build page info: names, parents (home for top PC pages), types', () => {
    expect(routes[0].pageInfo).toMatchObject({ name: 'plus', parentPath: '/', type: 'pc' });
    expect(routes[2].pageInfo).toMatchObject({ name: 'plus-me-benefit', parentPath: '/plus/me', title: '나의 혜택' });
    expect(routes[4].pageInfo.parentPath).toBe('/plus');
    expect(routes[5].pageInfo).toMatchObject({ parentPath: null, type: 'popup' });
    expect(routes[1].requiresLogin).toBe(true);
  });

  it('give breadcrumbs from home, siblings and children', () => {
    expect(breadcrumbOf(routes[2], routes).map((r) => r.pageInfo.title)).toEqual(['한판 홈', '플러스', '나의 플러스', '나의 혜택']);
    expect(siblingsOf(routes[2], routes).map((r) => r.path)).toEqual(['/plus/me/benefit', '/plus/me/payment']);
    expect(childrenOf(routes[0], routes).map((r) => r.path)).toEqual(['/plus/me', '/plus/guide/main/:id?']);
  });

  it('match with route validation: an id outside the declared values is no match (404)', () => {
    expect(matchPortalRoute('/plus/guide/main/v', routes)?.params).toEqual({ id: 'v' });
    expect(matchPortalRoute('/plus/guide/main', routes)?.route.path).toBe('/plus/guide/main/:id?');
    expect(matchPortalRoute('/plus/guide/main/Q', routes)).toBeNull();
    expect(matchPortalRoute('/plus/me/benefit/extra', routes)).toBeNull();
    expect(matchRoutePath('/x/*', '/x/a/b')).toEqual({ '*': 'a/b' });
    expect(matchRoutePath('/product/:id?', '/product/a%20b')).toEqual({ id: 'a b' });
    expect(hrefOf('/plus/guide/option/:id?')).toBe('/plus/guide/option');
    expect(routeName('/')).toBe('home');
  });

  it('refuse what the owner does not own, duplicates and titles without Hangul', () => {
    expect(() => defineRoutes('mfe_shop', [{ path: '/vip/x', layout: 'default', title: '가', subTitle: '' }])).toThrow(/outside its prefixes/);
    expect(() => defineRoutes('mfe_vip', [{ path: '/vip', layout: 'default', title: '가', subTitle: '' }, { path: '/VIP', layout: 'default', title: '나', subTitle: '' }])).toThrow(/twice/);
    expect(() => defineRoutes('mfe_vip', [{ path: '/vip', layout: 'default', title: 'VIP', subTitle: '' }])).toThrow(/Korean/);
    expect(() => defineLayers('mfe_vip', [{ key: 'vip', header: 'VIP 안내' }, { key: 'vip', header: 'VIP 안내' }])).toThrow(/twice/);
  });
});

describe('platform version', () => {
  it('equals the package version (what remotes record at build time)', () => {
    expect(PLATFORM_VERSION).toBe(platformPackage.version);
  });
  it('satisfies caret ranges of its major only', () => {
    expect(satisfiesRange('1.2.3', '^1.0.0')).toBe(true);
    expect(satisfiesRange('1.2.3', '^1.2.4')).toBe(false);
    expect(satisfiesRange('1.3.0', '^1.2.4')).toBe(true);
    expect(satisfiesRange('2.0.0', '^1.0.0')).toBe(false);
    expect(satisfiesRange('1.0.0', '1.0.0')).toBe(true);
    expect(satisfiesRange('1.0.0', 'nonsense')).toBe(false);
  });
});
