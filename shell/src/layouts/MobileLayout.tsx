import { useSyncExternalStore } from 'react';
import { isLoggedIn, Link, loginUrl, NavLink, needsLoginAction, scrollEdgeFade, useHanpanStore, useLocation } from '@hanpan/platform';
import styled from 'styled-components';
import { LogoutForm } from '../features/account/LogoutForm';
import { ReturnWatch } from '../features/member/ReturnWatch';
import { manifestSnapshot, subscribeRemotes } from '../federation/registry';
import { resolveRoute, routeOf } from '../routes/resolveRoute';
import { hpcPageLook } from './hpcLook';
import { useVisibleNavItems } from './navItems';
import { areaMenu, Main, MenuLink, MenuNav, onAlsoPage, Page, SiteFooter, SkipLink, type NavItem } from './parts';
import { pcSiteOrigin, pcVersionPath } from './pcVersion';
import type { LayoutProps } from './types';

/** The tab bar's height (its 48 px links and top border): the page ends above it. */
const TABS_PX = 49;

/**
 * A tab lit up on its `also` pages, and on its area's PC pages the mobile host shows as they are,
 * having no mobile twin (/shop/avatar, /vip/home under 상점, VIP — QA: no tab was lit).
 */
const tabLit = (item: NavItem, path: string): boolean => {
  const area = item.to.split('/')[2];
  return onAlsoPage(item, path) || (!!area && (path === `/${area}` || path.startsWith(`/${area}/`)));
};

const Top = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  background: #b91c1c;
  color: #fff;
  padding: 0 16px;
  font-size: 17px;
  font-weight: 700;
  /* the blue ring does not show on red, and one outside the bar is cut at the screen's top */
  :focus-visible {
    outline-color: #fff;
    outline-offset: -5px;
  }
  /* finger-sized both ways: '한판' and '로그인' are narrower than a finger */
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    min-width: 44px;
    color: inherit;
    text-decoration: none;
  }
  /* '한판' takes its finger-sized width from the header's padding, so the page's title follows it
     closely ('한판 · 상점': the 15 px left over showed as a gap before '·') */
  > span:first-child > a {
    justify-content: flex-end;
    margin-left: -16px;
    padding-left: 16px;
  }
  /* the account corner: plain text beside the title, a finger-sized target */
  [data-account] {
    flex: none;
    font-size: 14px;
    font-weight: 400;
  }
  [data-account] button {
    min-height: 44px;
    min-width: 44px;
    /* 로그아웃 in the place of 로그인, in its look (the text button is underlined elsewhere) */
    text-decoration: none;
  }
`;
const Frame = styled(Page)`
  max-width: 640px;
  margin: 0 auto;
  padding-bottom: ${TABS_PX}px;
`;
const Body = styled(Main)<{ $championship: boolean }>`
  padding: 0 16px 24px;
  ${(p) => p.$championship && hpcPageLook}
`;
/** An area's own menu (the championship's) under the header: one row that scrolls sideways, in the tab bar's colours. */
const AreaMenuRow = styled.div`
  background: #fff;
  border-bottom: 1px solid #e5e7eb;
  nav {
    display: flex;
    overflow-x: auto;
    scrollbar-width: none;
    padding: 0 6px;
    ${scrollEdgeFade}
  }
  a {
    flex: none;
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 10px;
    color: #4b5563;
    font-size: 15px;
    text-decoration: none;
    white-space: nowrap;
  }
  a.active {
    color: #b91c1c;
    font-weight: 700;
  }
`;
const FooterLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  column-gap: 16px;
  /* (the links' own 44 px height spaces them from the footer's edge) */
  margin: -12px 0 4px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: #374151;
    font-size: 14px;
  }
`;
const Tabs = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  /* under the page's 640 px column (a phone held sideways, a tablet), not across the whole screen */
  max-width: 640px;
  margin: 0 auto;
  box-sizing: border-box;
  display: flex;
  background: #fff;
  border-top: 1px solid #e5e7eb;
  a {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px; /* touch target (44 px at least) */
    color: #4b5563;
    text-decoration: none;
    font-size: 13px;
  }
  a.active {
    color: #b91c1c;
    font-weight: 700;
  }
`;

/**
 * 로그인 for guests, 로그아웃 for members: both come back to this page — a members-only page sends
 * the logged-out member to the mobile home instead (as the PC header sends to `/`). A member coming
 * back to the tab gets what the PC header's corner does (member data read again, a logout elsewhere shown).
 */
function MobileAccount({ route }: { route: LayoutProps['route'] }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const resolved = useHanpanStore((s) => s.global.memberResolved);
  const member = useHanpanStore((s) => isLoggedIn(s) || needsLoginAction(s));
  if (!resolved) return null;
  return (
    <span data-account data-testid="mobile-account">
      {member ? <LogoutForm nextUrl={route?.requiresLogin ? '/mobile' : here} /> : <a href={loginUrl(here)}>로그인</a>}
      <ReturnWatch />
    </span>
  );
}

/** The PC footer with the mobile site's links: FAQ and the championship in this frame, and the same page on the PC site. */
function MobileFooter({ pcTwin }: { pcTwin: string | undefined }) {
  const { pathname, search } = useLocation();
  const { manifest, loaded } = useSyncExternalStore(subscribeRemotes, manifestSnapshot, manifestSnapshot);
  const origin = pcSiteOrigin();
  const isPcPage = (path: string) => {
    const route = routeOf(resolveRoute(path, manifest, loaded));
    return !!route && !route.mobileOnly;
  };
  return (
    <SiteFooter>
      <FooterLinks aria-label="하단 메뉴">
        <NavLink to="/faq">자주 묻는 질문</NavLink>
        <NavLink to="/hpc">챔피언십</NavLink>
        {/* a full page load on the PC host (phones there are not sent back to the mobile site) */}
        {origin && <a href={origin + pcVersionPath(pathname, search, isPcPage, pcTwin)}>PC 버전</a>}
      </FooterLinks>
    </SiteFooter>
  );
}

/**
 * Mobile site pages, and on the mobile host the PC frames' pages (layouts/index.ts): '본문 바로가기',
 * compact header (한판 · the page's title, unless it names the site: '한판 모바일'), a championship
 * page's own menu, the footer, and the mobile site's own tab bar on every page it shows — a product
 * opened from its shop (the shop's area, 상점 lit up: the mobile shop's `menuAlso`) and an unknown
 * address too, not the area's PC menu.
 */
export function MobileLayout({ route, areaRoutes, notFound, children }: LayoutProps) {
  const { manifest } = useSyncExternalStore(subscribeRemotes, manifestSnapshot, manifestSnapshot);
  // the partner channel may use none of it (SPEC §2: /mobile is blocked): no tab bar or footer behind its alert
  const menu = useVisibleNavItems(areaMenu(manifest.mfe_mobile?.declarations?.routes ?? []));
  const championship = route?.layout === 'hpc';
  // a page of another area lights the tab that opens it (the mobile shop's `menuAlso`: its products)
  const { pathname } = useLocation();
  const path = pathname.toLowerCase();
  return (
    <Frame data-layout="mobile">
      <SkipLink />
      <Top data-testid="site-header">
        <span>
          <NavLink to="/mobile" end>
            한판
          </NavLink>
          {route && !route.pageInfo.title.startsWith('한판') ? ` · ${route.pageInfo.title}` : ''}
        </span>
        <MobileAccount route={route} />
      </Top>
      {championship && (
        // the championship's menu as HpcLayout's header builds it
        <AreaMenuRow>
          <MenuNav items={areaMenu(areaRoutes)} label="챔피언십 메뉴" />
        </AreaMenuRow>
      )}
      <Body $championship={championship}>{children}</Body>
      {menu.length > 0 && (
        <>
          <MobileFooter pcTwin={route?.pcTwin} />
          <Tabs aria-label="모바일 메뉴">
            {menu.map((i) =>
              // an address no page has lights none (QA: /mobile/shop/avatar's 404 was 상점, the current page)
              notFound ? (
                <Link key={i.to} to={i.to}>
                  {i.label}
                </Link>
              ) : (
                <MenuLink key={i.to} item={i} lit={tabLit(i, path)} />
              ),
            )}
          </Tabs>
        </>
      )}
    </Frame>
  );
}
