// Pieces the layouts share. Server-renderable: nothing reads window/document during render.
import { hrefOf, Link, NavLink, scrollEdgeFade, upTo, type PortalRoute } from '@hanpan/platform';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { HeaderAccount } from '../features/account/HeaderAccount';
import { LoginActionBar } from '../features/account/LoginActionBar';
import { useVisibleNavItems } from './navItems';
import { useActiveNavItemInView } from './useActiveNavItemInView';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  font-family: ${({ theme }) => theme.fonts.base};
  color: #111827;
  background: #f9fafb;
`;
/** The page's main content, where '본문 바로가기' takes the keyboard (focusable by script only). */
const MAIN_CONTENT_ID = 'main-content';
// At least a screen tall: the footer starts under the fold, so page content arriving after the
// first paint grows the page without pushing a visible footer down (a layout shift on every page).
export const Main = styled.main.attrs({ id: MAIN_CONTENT_ID, tabIndex: -1 })`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: 1080px;
  margin: 0 auto;
  padding: 0 20px 40px;
  box-sizing: border-box;
`;
/** The header's colours: its text pairs meet WCAG AA on the bar (parts.test.ts). */
export const HEADER_TONES = {
  light: { bar: '#ffffff', border: '#e5e7eb', text: '#374151', active: '#b91c1c' },
  dark: { bar: '#0b1220', border: '#1f2937', text: '#e5e7eb', active: '#fbbf24' },
} as const;
const tones = (p: { $dark?: boolean }) => (p.$dark ? HEADER_TONES.dark : HEADER_TONES.light);

const Bar = styled.header<{ $dark?: boolean }>`
  background: ${(p) => tones(p).bar};
  border-bottom: 1px solid ${(p) => tones(p).border};
  > div {
    max-width: 1080px;
    margin: 0 auto;
    padding: 0 20px;
    display: flex;
    align-items: center;
    gap: 16px;
    flex-wrap: wrap;
    box-sizing: border-box;
  }
  nav {
    flex: 1 1 0;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: 20px;
    height: 60px;
    /* phones: the menu scrolls sideways instead of widening the page */
    overflow-x: auto;
    scrollbar-width: none;
    ${scrollEdgeFade}
  }
  a {
    color: ${(p) => tones(p).text};
    text-decoration: none;
    font-size: 15px;
    white-space: nowrap;
    flex: none;
  }
  nav a.active {
    color: ${(p) => tones(p).active};
    font-weight: 700;
  }
  .logo {
    font-size: 22px;
    font-weight: 800;
    color: ${(p) => tones(p).active};
    margin-right: 12px;
  }
  /* narrow windows: the account corner gets its own row under the menu */
  ${upTo.mobile} {
    [data-testid='header-account'] {
      width: 100%;
      justify-content: flex-end;
      padding-bottom: 10px;
    }
  }
`;

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /** another path (lower case) whose pages belong to this entry and light it up */
  also?: string;
}

export const PC_NAV: NavItem[] = [
  { to: '/shop', label: '상점' },
  { to: '/plus', label: '플러스' },
  { to: '/vip', label: 'VIP' },
  // PC방 챔피언십 (/championship) is a championship page outside /hpc
  { to: '/hpc', label: '챔피언십', also: '/championship' },
  { to: '/collectionBook', label: '컬렉션북' },
  { to: '/faq', label: '자주 묻는 질문' },
  { to: '/sponsor', label: '후원' },
];

/** The menu an area declares (routes with a `menu` label, lit up also by their `menuAlso`), in declared order. */
export function areaMenu(routes: readonly PortalRoute[]): NavItem[] {
  const items = routes.filter((r) => r.menu).map((r) => ({ to: hrefOf(r.path), label: r.menu ?? r.pageInfo.title, also: r.menuAlso }));
  // an entry with entries below it is active on its own path only
  return items.map((i) => ({ ...i, end: items.some((o) => o !== i && o.to.startsWith(`${i.to}/`)) }));
}

export interface SiteHeaderProps {
  items: NavItem[];
  dark?: boolean;
  home?: string;
  label?: string;
  /** The page (a member-only page sends home after logout). */
  route?: PortalRoute | null;
  /** Under the bar, inside the header's landmark (the home's tagline): no text outside a landmark. */
  children?: ReactNode;
}

// '본문 바로가기', the first stop of the Tab key on every page (WCAG 2.4.1; what Korean portals put
// first): past the menu and the account links to the content (`Main`). Its look is plain CSS in the
// page (index.html: off screen until focused). Focus without a '#main-content' history entry (the
// router would see a navigation); before the scripts run, the plain link does the same.
function focusMain(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}
export const SkipLink = () => (
  <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={focusMain}>
    본문 바로가기
  </a>
);

/** True on the pages of the entry's `also` path (`path`: lower case). */
export const onAlsoPage = (item: NavItem, path: string): boolean => !!item.also && path.startsWith(item.also);

/**
 * A menu entry: lit up and announced on its own pages (NavLink: aria-current="page") and on pages
 * that belong to it (`lit`: aria-current="true" — QA: only the colour said it).
 */
export const MenuLink = ({ item, lit }: { item: NavItem; lit: boolean }) =>
  lit ? (
    <Link to={item.to} className="active" aria-current="true">
      {item.label}
    </Link>
  ) : (
    <NavLink to={item.to} end={item.end}>
      {item.label}
    </NavLink>
  );

/**
 * A menu in one row (`label` names it to screen readers): the entries the publisher may use, the
 * page's own lit up and, where the row scrolls sideways (a narrow window), kept in view.
 */
export function MenuNav({ items, label }: { items: NavItem[]; label: string }) {
  const visible = useVisibleNavItems(items);
  const navRef = useRef<HTMLElement>(null);
  const path = useActiveNavItemInView(navRef);
  return (
    <nav aria-label={label} ref={navRef}>
      {visible.map((i) => (
        <MenuLink key={i.to} item={i} lit={onAlsoPage(i, path)} />
      ))}
    </nav>
  );
}

/** The PC header of every page: '본문 바로가기', the logo, the menu the publisher may use, the account corner. */
export function SiteHeader({ items, dark, home = '/', label = '주 메뉴', route = null, children }: SiteHeaderProps) {
  return (
    <>
      <SkipLink />
      <Bar $dark={dark} data-testid="site-header">
        <div>
          {/* beside the menu, not in it: a phone's menu scrolls to the page's entry, and the logo stays */}
          <NavLink to={home} end className="logo">
            한판
          </NavLink>
          <MenuNav items={items} label={label} />
          <HeaderAccount dark={dark} logoutTo={route?.requiresLogin ? '/' : undefined} />
        </div>
        {children}
      </Bar>
    </>
  );
}

const FooterBar = styled.footer`
  border-top: 1px solid #e5e7eb;
  padding: 20px;
  text-align: center;
  font-size: 13px;
  color: #6b7280;
`;
/** Every page's footer; the mobile frame puts its links in it (`children`), above the same line. */
export function SiteFooter({ children }: { children?: ReactNode }) {
  return (
    <>
      <FooterBar>
        {children}© 한판 · 건전한 게임 문화를 만들어 갑니다
      </FooterBar>
      <LoginActionBar />
    </>
  );
}
