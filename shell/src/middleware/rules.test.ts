import { testRoute as route } from '../test/routes';
import { loginUrl, logoutUrl } from '@hanpan/platform';
import { changesQueryOnly, isPartnerBlockedPath, mobileSiteUrl, mobileTwinPath, opensWithoutRedirect, scrollDecision, shouldFetchMaintenance, shouldRefreshMember } from './rules';


describe('routing rules (SPEC §2)', () => {
  it('blocks /sponsor, /plus and /mobile (with children) for partner users only', () => {
    for (const p of ['/sponsor', '/plus', '/plus/me/benefit', '/mobile', '/mobile/shop', '/PLUS']) {
      expect(isPartnerBlockedPath(p, 'partner')).toBe(true);
      expect(isPartnerBlockedPath(p, 'hanpan')).toBe(false);
    }
    expect(isPartnerBlockedPath('/plusx', 'partner')).toBe(false);
    expect(isPartnerBlockedPath('/shop', 'partner')).toBe(false);
    expect(isPartnerBlockedPath('/', 'partner')).toBe(false);
  });

  it('sends a PC browser on a /mobile path to the mobile site', () => {
    const base = { search: '?a=1', isMobileSite: false, isMobileDevice: false, protocol: 'http:', port: '8401', mobileHosts: ['m.localhost'] };
    expect(mobileSiteUrl({ ...base, pathname: '/mobile/shop' })).toBe('http://m.localhost:8401/mobile/shop?a=1');
    expect(mobileSiteUrl({ ...base, pathname: '/shop' })).toBeNull();
    expect(mobileSiteUrl({ ...base, pathname: '/mobile', isMobileSite: true })).toBeNull();
    expect(mobileSiteUrl({ ...base, pathname: '/mobile', isMobileDevice: true })).toBeNull();
    expect(mobileSiteUrl({ ...base, pathname: '/mobile', mobileHosts: [] })).toBeNull();
    expect(mobileSiteUrl({ ...base, pathname: '/popup/shop/shop-mobile-sms', port: '' })).toBeNull();
    expect(mobileSiteUrl({ ...base, pathname: '/mobile/popup/shop-mobile-sms', port: '' })).toBe('http://m.localhost/mobile/popup/shop-mobile-sms?a=1');
  });

  it('fetches maintenance on home and mirror for non-mobile devices', () => {
    expect(shouldFetchMaintenance('/', false)).toBe(true);
    expect(shouldFetchMaintenance('/mirror', false)).toBe(true);
    expect(shouldFetchMaintenance('/mirror/', false)).toBe(true);
    expect(shouldFetchMaintenance('//MIRROR', false)).toBe(true);
    expect(shouldFetchMaintenance('/mirror/x', false)).toBe(false);
    expect(shouldFetchMaintenance('/', true)).toBe(false);
    expect(shouldFetchMaintenance('/faq', false)).toBe(false);
  });

  it('skips the member refresh on /popup/classic-sms and /hpc', () => {
    expect(shouldRefreshMember('/popup/classic-sms', route('/popup/classic-sms'))).toBe(false);
    expect(shouldRefreshMember('/hpc/media', route('/hpc/media'))).toBe(false);
    expect(shouldRefreshMember('/hpc', null)).toBe(false);
    expect(shouldRefreshMember('/', route('/'))).toBe(true);
    expect(shouldRefreshMember('/popup/mileage', route('/popup/mileage'))).toBe(true);
  });

  it('restores scroll only on back navigation on the mobile host', () => {
    expect(scrollDecision('POP', true, 640)).toBe(640);
    expect(scrollDecision('PUSH', true, 640)).toBe(0);
    expect(scrollDecision('POP', false, 640)).toBe(0);
    expect(scrollDecision('POP', true, undefined)).toBe(0);
    expect(scrollDecision('PUSH', false, undefined, true)).toBeNull();
    expect(scrollDecision('POP', false, undefined, true)).toBe(0);
    expect(changesQueryOnly({ pathname: '/faq', search: '' }, { pathname: '/faq', search: '?category=2' })).toBe(true);
    expect(changesQueryOnly({ pathname: '/faq', search: '?category=2' }, { pathname: '/faq', search: '?category=2' })).toBe(false);
    expect(changesQueryOnly({ pathname: '/faq', search: '' }, { pathname: '/shop', search: '?tab=1' })).toBe(false);
    expect(changesQueryOnly(null, { pathname: '/faq', search: '?category=2' })).toBe(false);
  });

  it('lets a server-rendered remote page load its remote early only when no rule sends the visitor elsewhere', () => {
    const member = { loggedIn: true, publisher: 'hanpan', isMobileSite: false } as const;
    const guest = { ...member, loggedIn: false };
    expect(opensWithoutRedirect(route('/plus')!, '/plus', guest)).toBe(true);
    expect(opensWithoutRedirect(route('/plus/me')!, '/plus/me', guest)).toBe(false);
    expect(opensWithoutRedirect(route('/plus/me')!, '/plus/me', member)).toBe(true);
    expect(opensWithoutRedirect(route('/plus')!, '/plus', { ...member, publisher: 'partner' })).toBe(false);
    expect(opensWithoutRedirect(route('/mobile/shop')!, '/mobile/shop', member)).toBe(false);
    expect(opensWithoutRedirect(route('/mobile/shop')!, '/mobile/shop', { ...member, isMobileSite: true })).toBe(true);
  });

  it('builds identity provider URLs with the return URL', () => {
    expect(loginUrl('/popup/mileage?x=1')).toBe('/idp/login?nextUrl=%2Fpopup%2Fmileage%3Fx%3D1');
    expect(logoutUrl('/')).toBe('/idp/logout?nextUrl=%2F');
  });
});

describe('mobileTwinPath', () => {
  const mobilePages = new Set(['/mobile', '/mobile/shop', '/mobile/vip', '/mobile/plus/guide/option/limit']);
  const twin = (path: string, mobileSite = true) => mobileTwinPath(path, mobileSite, (p) => mobilePages.has(p));
  it('on the mobile site only, a PC page that has a mobile page of the same path below /mobile', () => {
    expect(twin('/shop')).toBe('/mobile/shop');
    expect(twin('/vip')).toBe('/mobile/vip');
    expect(twin('/plus/guide/option/limit')).toBe('/mobile/plus/guide/option/limit');
    expect(twin('/shop', false)).toBeNull();
    expect(twin('/faq')).toBeNull();
    expect(twin('/')).toBe('/mobile');
    expect(twin('/', false)).toBeNull();
    // the home's mirror is the mobile home too, as the server's front door answers a typed /mirror
    expect(twin('/mirror')).toBe('/mobile');
    expect(twin('/Mirror/')).toBe('/mobile');
    // a mobile page, a popup window or the identity provider's page: nothing of that path below /mobile
    expect(twin('/mobile/shop')).toBeNull();
    expect(twin('/popup/shop')).toBeNull();
    expect(twin('/idp/login')).toBeNull();
  });
});
