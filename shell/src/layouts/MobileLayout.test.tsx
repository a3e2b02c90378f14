// The mobile site's frame: its own tab bar on every page it shows, whichever area the page is in;
// '본문 바로가기', a championship page's own menu and the footer (FAQ, 챔피언십, PC 버전).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AreaProviders, defineRoutes, hanpanStore, type LayoutName } from '@hanpan/platform';
import { MemoryRouter } from '@hanpan/platform/testing';
import { seedRemotes } from '../federation/registry';
import { LAYOUT_COMPONENTS, siteLayout } from '.';
import { preloadHpcLayout, preloadMobileLayout } from './lazyFrame';
import { MobileLayout } from './MobileLayout';
import { SiteFooter } from './parts';
import { setPcSiteOrigin } from './pcVersion';
import type { LayoutProps } from './types';

/** The frame App draws a route of this layout in, on the site the store says. */
const frameOf = (layout: LayoutName) => LAYOUT_COMPONENTS[siteLayout(layout, hanpanStore.getState().global.site === 'mobile')];

const MOBILE_ROUTES = defineRoutes('mfe_mobile', [
  { path: '/mobile', layout: 'mobile', title: '한판 모바일', subTitle: '', mobileOnly: true, menu: '홈' },
  { path: '/mobile/shop', layout: 'mobile', title: '모바일 상점', subTitle: '', mobileOnly: true, menu: '상점', menuAlso: '/product' },
  { path: '/mobile/vip', layout: 'mobile', title: '모바일 VIP', subTitle: '', mobileOnly: true, menu: 'VIP' },
  { path: '/mobile/plus/me', layout: 'mobile', title: '나의 플러스', subTitle: '', mobileOnly: true, requiresLogin: true },
]);
const SHOP_ROUTES = defineRoutes('mfe_shop', [
  { path: '/shop', layout: 'default', title: '상점', subTitle: '', menu: '전체' },
  { path: '/shop/avatar', layout: 'default', title: '아바타', subTitle: '', menu: '아바타' },
  { path: '/product/:id?', layout: 'default', title: '상품 상세', subTitle: '' },
]);
const HPC_ROUTES = defineRoutes('mfe_hpc', [
  { path: '/championship', layout: 'pc', title: 'PC방 챔피언십', subTitle: '' },
  { path: '/hpc', layout: 'hpc', title: 'HPC 챔피언십', subTitle: '', menu: 'HPC 홈' },
  { path: '/hpc/championship', layout: 'hpc', title: '대회 일정', subTitle: '', menu: '대회 일정' },
  { path: '/hpc/history/:championshipId?', layout: 'hpc', title: '역대 기록', subTitle: '', menu: '역대 기록' },
  { path: '/hpc/info', layout: 'hpc', title: '대회 안내', subTitle: '', menu: '대회 안내' },
  { path: '/hpc/media', layout: 'hpc', title: '미디어', subTitle: '', menu: '미디어' },
]);
const declarations = (name: 'mfe_mobile' | 'mfe_shop' | 'mfe_hpc', routes: typeof MOBILE_ROUTES) => ({
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

// the frames' chunks, as a page load fetches them first
beforeAll(() => Promise.all([preloadMobileLayout(), preloadHpcLayout()]));

beforeEach(() => {
  seedRemotes({ mfe_mobile: declarations('mfe_mobile', MOBILE_ROUTES), mfe_shop: declarations('mfe_shop', SHOP_ROUTES), mfe_hpc: declarations('mfe_hpc', HPC_ROUTES) });
  hanpanStore.setState((s) => ({ global: { ...s.global, site: 'mobile' } }));
});
afterEach(() => {
  seedRemotes({});
  hanpanStore.setState(hanpanStore.getInitialState(), true);
});

it("a product opened from the mobile shop keeps the mobile tabs, not the PC shop's categories", () => {
  const product = SHOP_ROUTES[2]!;
  expect(renderFrame(frameOf('default'), { route: product, areaRoutes: SHOP_ROUTES }, '/product/A1001')).toEqual(['홈', '상점', 'VIP']);
  expect(screen.getByTestId('site-header').textContent).toBe('한판 · 상품 상세');
  // the tab it was opened from is lit up (the mobile shop's menuAlso), the others not
  const tabs = within(screen.getByRole('navigation', { name: '모바일 메뉴' }));
  expect(tabs.getByRole('link', { name: '상점' }).classList.contains('active')).toBe(true);
  expect(tabs.getAllByRole('link').filter((a) => a.classList.contains('active')).map((a) => a.textContent)).toEqual(['상점']);
});

it('the mobile shop itself lights 상점; another mobile page its own tab, not 상점', () => {
  renderFrame(MobileLayout, { route: MOBILE_ROUTES[1]!, areaRoutes: MOBILE_ROUTES }, '/mobile/shop');
  const active = () => within(screen.getByRole('navigation', { name: '모바일 메뉴' })).getAllByRole('link').filter((a) => a.classList.contains('active')).map((a) => a.textContent);
  expect(active()).toEqual(['상점']);
  cleanup();
  renderFrame(MobileLayout, { route: MOBILE_ROUTES[2]!, areaRoutes: MOBILE_ROUTES }, '/mobile/vip');
  expect(active()).toEqual(['VIP']);
});

it("a PC page of a tab's area without a mobile twin (/shop/avatar) lights that tab, not another (QA)", () => {
  renderFrame(frameOf('default'), { route: SHOP_ROUTES[1]!, areaRoutes: SHOP_ROUTES }, '/shop/avatar');
  const tabs = within(screen.getByRole('navigation', { name: '모바일 메뉴' }));
  expect(tabs.getAllByRole('link').filter((a) => a.classList.contains('active')).map((a) => a.textContent)).toEqual(['상점']);
  // and said, not only coloured (QA): the page belongs to the tab's area
  expect(tabs.getByRole('link', { name: '상점' }).getAttribute('aria-current')).toBe('true');
  expect(tabs.getByRole('link', { name: 'VIP' }).getAttribute('aria-current')).toBeNull();
});

it('an unknown address shows them too, none of them lit as the current page (QA: the 404 of /mobile/shop/avatar was 상점)', () => {
  expect(renderFrame(MobileLayout, { route: null, areaRoutes: [], notFound: true }, '/zzz')).toEqual(['홈', '상점', 'VIP']);
  const tabs = within(screen.getByRole('navigation', { name: '모바일 메뉴' }));
  expect(tabs.getAllByRole('link').filter((a) => a.classList.contains('active') || a.hasAttribute('aria-current'))).toEqual([]);
  cleanup();
  renderFrame(MobileLayout, { route: null, areaRoutes: MOBILE_ROUTES, notFound: true }, '/mobile/shop/avatar');
  expect(within(screen.getByRole('navigation', { name: '모바일 메뉴' })).getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toEqual([]);
});

it('a PC information page (the championship the PC방 page links to) opens in the mobile frame on the mobile site', () => {
  expect(renderFrame(frameOf('pc'), { route: HPC_ROUTES[0]!, areaRoutes: HPC_ROUTES }, '/championship')).toEqual(['홈', '상점', 'VIP']);
  // no championship menu: that is the HPC pages' (the PC site shows it on those only)
  expect(screen.queryByRole('navigation', { name: '챔피언십 메뉴' })).toBeNull();
});

it("a championship page opens in the mobile frame with the championship's own menu under the header, its entry lit", () => {
  const media = HPC_ROUTES[5]!;
  expect(renderFrame(frameOf('hpc'), { route: media, areaRoutes: HPC_ROUTES }, '/hpc/media')).toEqual(['홈', '상점', 'VIP']);
  expect(document.querySelector('[data-layout="hpc"]')).toBeNull();
  const menu = screen.getByRole('navigation', { name: '챔피언십 메뉴' });
  // the entries HpcLayout's menu has (areaMenu: the routes' `menu` labels, in order)
  expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['HPC 홈', '/hpc'],
    ['대회 일정', '/hpc/championship'],
    ['역대 기록', '/hpc/history'],
    ['대회 안내', '/hpc/info'],
    ['미디어', '/hpc/media'],
  ]);
  expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('미디어');
  expect(screen.getByTestId('site-header').textContent).toBe('한판 · 미디어');
});

it('the PC site keeps its PC frames for the same pages', () => {
  hanpanStore.setState((s) => ({ global: { ...s.global, site: 'pc' } }));
  for (const [layout, route, path] of [
    ['pc', HPC_ROUTES[0]!, '/championship'],
    ['hpc', HPC_ROUTES[5]!, '/hpc/media'],
    ['default', SHOP_ROUTES[2]!, '/product/A1001'],
  ] as const) {
    const Frame = frameOf(layout);
    const { unmount } = render(
      <AreaProviders globalStyle={false}>
        <MemoryRouter initialEntries={[path]}>
          <Frame route={route} areaRoutes={HPC_ROUTES}>
            <p>본문</p>
          </Frame>
        </MemoryRouter>
      </AreaProviders>,
    );
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).toBeNull();
    expect(document.querySelector(`[data-layout="${layout}"]`)).not.toBeNull();
    unmount();
  }
});

describe('the footer', () => {
  afterEach(() => setPcSiteOrigin(undefined));
  const footerAt = (path: string, route: LayoutProps['route'], layout: LayoutName = route?.layout ?? 'mobile') => {
    renderFrame(frameOf(layout), { route, areaRoutes: [] }, path);
    return screen.getByRole('contentinfo');
  };
  const linksOf = (footer: HTMLElement) => within(footer).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

  it('FAQ and the championship (pages of this frame), the same page on the PC site, above the PC footer’s line', () => {
    setPcSiteOrigin('http://localhost:8080');
    const footer = footerAt('/mobile/shop?category=avatar', MOBILE_ROUTES[1]!);
    expect(linksOf(footer)).toEqual([
      ['자주 묻는 질문', '/faq'],
      ['챔피언십', '/hpc'],
      ['PC 버전', 'http://localhost:8080/shop?category=avatar'],
    ]);
    // the PC footer's own line, not a copy of it
    const { container } = render(<SiteFooter />);
    expect(footer.textContent).toContain(container.textContent);
  });

  it('a PC page in this frame goes to itself on the PC site; a mobile page without a PC page of its path, to the PC home', () => {
    setPcSiteOrigin('https://www.hanpan.example');
    expect(within(footerAt('/faq', defineRoutes('shell', [{ path: '/faq', layout: 'pc', title: '자주 묻는 질문', subTitle: '' }])[0]!)).getByRole('link', { name: 'PC 버전' }).getAttribute('href')).toBe('https://www.hanpan.example/faq');
    cleanup();
    expect(within(footerAt('/mobile/vip', MOBILE_ROUTES[2]!)).getByRole('link', { name: 'PC 버전' }).getAttribute('href')).toBe('https://www.hanpan.example/');
  });

  it('no PC 버전 where no portal server said where the PC site is (the dev server)', () => {
    expect(within(footerAt('/mobile', MOBILE_ROUTES[0]!)).queryByRole('link', { name: 'PC 버전' })).toBeNull();
  });
});

it("'본문 바로가기' comes first and moves the focus to the page's content, past the header", () => {
  renderFrame(MobileLayout, { route: MOBILE_ROUTES[1]!, areaRoutes: MOBILE_ROUTES }, '/mobile/shop');
  const skip = screen.getAllByRole('link')[0]!;
  expect(skip.textContent).toBe('본문 바로가기');
  fireEvent.click(skip);
  expect(document.activeElement).toBe(screen.getByRole('main'));
  expect(screen.getByRole('main').textContent).toBe('본문');
});

it('the partner channel gets no tab bar or footer: the whole mobile site is blocked for it (SPEC §2), only its alert shows', () => {
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
  expect(screen.queryByRole('contentinfo')).toBeNull();
  expect(screen.getByTestId('site-header')).toBeTruthy();
});

describe('the account corner of the header', () => {
  const renderMobile = (path: string, route = MOBILE_ROUTES[1]!) =>
    render(
      <AreaProviders globalStyle={false}>
        <MemoryRouter initialEntries={[path]}>
          <MobileLayout route={route} areaRoutes={MOBILE_ROUTES}>
            <p>본문</p>
          </MobileLayout>
        </MemoryRouter>
      </AreaProviders>,
    );
  const logoutForm = () => within(screen.getByTestId('site-header')).getByRole('button', { name: '로그아웃' }).closest('form')!;
  const logoutNextUrl = () => (logoutForm().querySelector('input[name="nextUrl"]') as HTMLInputElement).value;

  it('guests: 로그인, back to the page they were on', () => {
    hanpanStore.getState().setMember(null);
    renderMobile('/mobile/shop?category=avatar');
    expect(within(screen.getByTestId('site-header')).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/idp/login?nextUrl=%2Fmobile%2Fshop%3Fcategory%3Davatar');
  });

  it('members: 로그아웃 as the form POST, back to the page they were on (QA: a public page sent them to the mobile home)', () => {
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderMobile('/mobile/shop?category=avatar');
    expect([logoutForm().getAttribute('method'), logoutForm().getAttribute('action')]).toEqual(['post', '/idp/logout']);
    expect(logoutNextUrl()).toBe('/mobile/shop?category=avatar');
  });

  it('members on a members-only page: 로그아웃 goes to the mobile home (the page would only ask them to log in)', () => {
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderMobile('/mobile/plus/me', MOBILE_ROUTES[3]!);
    expect(logoutNextUrl()).toBe('/mobile');
  });

  it('로그아웃 looks like 로그인 did in its place: plain white text, not underlined (only 로그아웃 was)', () => {
    hanpanStore.getState().setMember(null);
    renderMobile('/mobile/shop');
    const login = within(screen.getByTestId('site-header')).getByRole('link', { name: '로그인' });
    expect(getComputedStyle(login).textDecoration).toBe('none');
    cleanup();
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderMobile('/mobile/shop');
    const logout = within(screen.getByTestId('site-header')).getByRole('button', { name: '로그아웃' });
    expect(getComputedStyle(logout).textDecoration).toBe('none');
  });

  it('before the member state is known: neither', () => {
    renderMobile('/mobile/shop');
    expect(screen.getByTestId('site-header').textContent).toBe('한판 · 모바일 상점');
  });
});
