// The mobile site's frame: its own tab bar on every page it shows, whichever area the page is in.
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AreaProviders, defineRoutes, hanpanStore } from '@hanpan/platform';
import { MemoryRouter } from '@hanpan/platform/testing';
import { seedRemotes } from '../federation/registry';
import { DefaultLayout } from './DefaultLayout';
import { preloadMobileLayout } from './lazyFrame';
import { MobileLayout } from './MobileLayout';
import { PcLayout } from './PcLayout';
import type { LayoutProps } from './types';

const MOBILE_ROUTES = defineRoutes('mfe_mobile', [
  { path: '/mobile', layout: 'mobile', title: '한판 모바일', subTitle: '', mobileOnly: true, menu: '홈' },
  { path: '/mobile/shop', layout: 'mobile', title: '모바일 상점', subTitle: '', mobileOnly: true, menu: '상점' },
  { path: '/mobile/vip', layout: 'mobile', title: '모바일 VIP', subTitle: '', mobileOnly: true, menu: 'VIP' },
]);
const SHOP_ROUTES = defineRoutes('mfe_shop', [
  { path: '/shop', layout: 'default', title: '상점', subTitle: '', menu: '전체' },
  { path: '/shop/avatar', layout: 'default', title: '아바타', subTitle: '', menu: '아바타' },
  { path: '/product/:id?', layout: 'default', title: '상품 상세', subTitle: '' },
]);
const declarations = (name: 'mfe_mobile' | 'mfe_shop', routes: typeof MOBILE_ROUTES) => ({
  entry: `/remotes/${name}/remoteEntry.js`,
  version: '1.0.0',
  declarations: { name, platform: { builtWith: '1.0.0', requires: '^1.0.0' }, routes, layers: [] },
});

function renderFrame(Frame: ComponentType<LayoutProps>, props: Omit<LayoutProps, 'children'>, path: string) {
  render(
    <AreaProviders globalStyle={false}>
      <MemoryRouter initialEntries={[path]}>
        <Frame {...props}>
          <p>본문</p>
        </Frame>
      </MemoryRouter>
    </AreaProviders>,
  );
  return within(screen.getByRole('navigation', { name: '모바일 메뉴' }))
    .getAllByRole('link')
    .map((a) => a.textContent);
}

// the PC frames draw the mobile frame on the mobile host: its chunk, as a page load fetches it first
beforeAll(() => preloadMobileLayout());

beforeEach(() => {
  seedRemotes({ mfe_mobile: declarations('mfe_mobile', MOBILE_ROUTES), mfe_shop: declarations('mfe_shop', SHOP_ROUTES) }, { registerAll: false });
  hanpanStore.setState((s) => ({ global: { ...s.global, site: 'mobile' } }));
});
afterEach(() => {
  seedRemotes({}, { registerAll: false });
  hanpanStore.setState(hanpanStore.getInitialState(), true);
});

it("a product opened from the mobile shop keeps the mobile tabs, not the PC shop's categories", () => {
  const product = SHOP_ROUTES[2]!;
  expect(renderFrame(DefaultLayout, { route: product, areaRoutes: SHOP_ROUTES }, '/product/A1001')).toEqual(['홈', '상점', 'VIP']);
  expect(screen.getByTestId('site-header').textContent).toBe('한판 · 상품 상세');
});

it('an unknown address shows them too', () => {
  expect(renderFrame(MobileLayout, { route: null, areaRoutes: [] }, '/zzz')).toEqual(['홈', '상점', 'VIP']);
});

it('a PC information page (the championship the PC방 page links to) opens in the mobile frame on the mobile site', () => {
  const championship = defineRoutes('mfe_hpc', [{ path: '/championship', layout: 'pc', title: 'PC방 챔피언십', subTitle: '' }])[0]!;
  expect(renderFrame(PcLayout, { route: championship, areaRoutes: [championship] }, '/championship')).toEqual(['홈', '상점', 'VIP']);
});

it('the PC site keeps its PC frame for the same page', () => {
  hanpanStore.setState((s) => ({ global: { ...s.global, site: 'pc' } }));
  const championship = defineRoutes('mfe_hpc', [{ path: '/championship', layout: 'pc', title: 'PC방 챔피언십', subTitle: '' }])[0]!;
  render(
    <AreaProviders globalStyle={false}>
      <MemoryRouter initialEntries={['/championship']}>
        <PcLayout route={championship} areaRoutes={[championship]}>
          <p>본문</p>
        </PcLayout>
      </MemoryRouter>
    </AreaProviders>,
  );
  expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).toBeNull();
  expect(document.querySelector('[data-layout="pc"]')).not.toBeNull();
});

it('the partner channel gets no tab bar: the whole mobile site is blocked for it (SPEC §2), only its alert shows', () => {
  hanpanStore.setState((s) => ({ global: { ...s.global, publisher: 'partner' } }));
  render(
    <AreaProviders globalStyle={false}>
      <MemoryRouter initialEntries={['/mobile']}>
        <MobileLayout route={MOBILE_ROUTES[0]!} areaRoutes={MOBILE_ROUTES}>
          <p>본문</p>
        </MobileLayout>
      </MemoryRouter>
    </AreaProviders>,
  );
  expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).toBeNull();
  expect(screen.getByTestId('site-header')).toBeTruthy();
});

describe('the account corner of the header', () => {
  const renderMobile = (path: string) =>
    render(
      <AreaProviders globalStyle={false}>
        <MemoryRouter initialEntries={[path]}>
          <MobileLayout route={MOBILE_ROUTES[1]!} areaRoutes={MOBILE_ROUTES}>
            <p>본문</p>
          </MobileLayout>
        </MemoryRouter>
      </AreaProviders>,
    );

  it('guests: 로그인, back to the page they were on', () => {
    hanpanStore.getState().setMember(null);
    renderMobile('/mobile/shop?category=avatar');
    expect(within(screen.getByTestId('site-header')).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/idp/login?nextUrl=%2Fmobile%2Fshop%3Fcategory%3Davatar');
  });

  it('members: 로그아웃 as the form POST, back to the mobile home (the page may be members-only)', () => {
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderMobile('/mobile/shop');
    const form = within(screen.getByTestId('site-header')).getByRole('button', { name: '로그아웃' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/idp/logout']);
    expect((form.querySelector('input[name="nextUrl"]') as HTMLInputElement).value).toBe('/mobile');
  });

  it('before the member state is known: neither', () => {
    renderMobile('/mobile/shop');
    expect(screen.getByTestId('site-header').textContent).toBe('한판 · 모바일 상점');
  });
});
