import { defineRoutes } from '@hanpan/platform';
import { seedRemotes } from '../federation/registry';
import { portalPageFrom } from './portalPageFrom';

const ORIGIN = 'http://partner.localhost:8401';

beforeAll(() =>
  seedRemotes({
    mfe_vip: {
      entry: '/remotes/mfe-vip/remoteEntry.js',
      version: '1.0.0',
      declarations: {
        name: 'mfe_vip',
        platform: { builtWith: '1.0.0', requires: '^1.0.0' },
        layers: [],
        routes: defineRoutes('mfe_vip', [
          { path: '/vip/home', layout: 'default', title: 'VIP 홈', subTitle: '' },
          { path: '/vip/lounge', layout: 'default', title: 'VIP 라운지', subTitle: '', partnerBlocked: true },
          { path: '/vip/popup/grade', layout: 'popup', title: '등급 확인', subTitle: '' },
        ]),
      },
    },
  }),
);
afterAll(() => seedRemotes({}));

it("a page of the portal's own origin, as a path (query and fragment kept): a shell page, a remote's page, one whose remote is not known yet", () => {
  expect(portalPageFrom(`${ORIGIN}/faq?categoryId=2#q3`, ORIGIN, 'partner')).toBe('/faq?categoryId=2#q3');
  expect(portalPageFrom(`${ORIGIN}/`, ORIGIN, 'partner')).toBe('/');
  expect(portalPageFrom(`${ORIGIN}/vip/home`, ORIGIN, 'partner')).toBe('/vip/home');
  expect(portalPageFrom(`${ORIGIN}/hpc/history?board=miracle-shield`, ORIGIN, 'hanpan')).toBe('/hpc/history?board=miracle-shield');
});

it('a login page is none: it sends a member who is logged in straight back (QA: the blocked-page alert came again, then the site was left)', () => {
  for (const path of ['/idp/login?nextUrl=%2Fmobile%2Fvip', '/IDP/login', '/idp/register?inflow=x&callbackUrl=%2Fvip', '/idp/partner/action?callbackUrl=%2F']) {
    expect(portalPageFrom(`${ORIGIN}${path}`, ORIGIN, 'partner')).toBeNull();
  }
});

it('a server page (the payment sandbox), a path of no page and a popup page are none', () => {
  // (/popup/plus/join: a popup page of a remote whose pages are not known yet)
  for (const path of ['/register/register.nhn?pkgids=PM0004', '/no-such-page', '/popup/mileage', '/vip/popup/grade', '/popup/plus/join', '/POPUP/vip/check']) {
    expect(portalPageFrom(`${ORIGIN}${path}`, ORIGIN, 'hanpan')).toBeNull();
  }
});

it('another origin (a look-alike host, another port or scheme), no referrer, not a URL: none', () => {
  for (const referrer of ['', 'not a url', '/faq', 'https://partner.localhost:8401/faq', 'http://partner.localhost:9999/faq', 'http://partner.localhost.evil.example:8401/faq', 'http://localhost:8401/faq', 'javascript:alert(1)']) {
    expect(portalPageFrom(referrer, ORIGIN, 'partner')).toBeNull();
  }
});

it('a page blocked for the player too is none (it would only alert again): the SPEC paths and a route that declares it; open to our own players', () => {
  for (const path of ['/plus', '/plus/me', '/SPONSOR', '/mobile/shop', '/vip/lounge']) expect(portalPageFrom(`${ORIGIN}${path}`, ORIGIN, 'partner')).toBeNull();
  expect(portalPageFrom(`${ORIGIN}/vip/lounge`, ORIGIN, 'hanpan')).toBe('/vip/lounge');
});
