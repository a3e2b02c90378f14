import { useSyncExternalStore } from 'react';
import { isLoggedIn, loginUrl, NavLink, needsLoginAction, useHanpanStore, useLocation } from '@hanpan/platform';
import styled from 'styled-components';
import { LogoutForm } from '../features/account/LogoutForm';
import { manifestSnapshot, subscribeRemotes } from '../federation/registry';
import { useVisibleNavItems } from './navItems';
import { areaMenu, Page } from './parts';
import type { LayoutProps } from './types';

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
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
    text-decoration: none;
  }
  /* the account corner: plain text beside the title, a finger-sized target */
  [data-account] {
    flex: none;
    font-size: 14px;
    font-weight: 400;
  }
  [data-account] button {
    min-height: 44px;
  }
`;
const Body = styled.main`
  flex: 1;
  padding: 0 16px 80px;
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

/** 로그인 for guests, 로그아웃 for members (back to the mobile home: the page may be members-only). */
function MobileAccount() {
  const { pathname, search } = useLocation();
  const resolved = useHanpanStore((s) => s.global.memberResolved);
  const member = useHanpanStore((s) => isLoggedIn(s) || needsLoginAction(s));
  if (!resolved) return null;
  return (
    <span data-account data-testid="mobile-account">
      {member ? <LogoutForm nextUrl="/mobile" /> : <a href={loginUrl(`${pathname}${search}`)}>로그인</a>}
    </span>
  );
}

/**
 * Mobile site pages: compact header (한판 · the page's title, unless it names the site: '한판 모바일'),
 * and the mobile site's own tab bar on every page it shows — a product opened from its shop (the
 * shop's area) and an unknown address too, not the area's PC menu.
 */
export function MobileLayout({ route, children }: LayoutProps) {
  const { manifest } = useSyncExternalStore(subscribeRemotes, manifestSnapshot, manifestSnapshot);
  // the partner channel may use none of it (SPEC §2: /mobile is blocked): no tab bar behind its alert
  const menu = useVisibleNavItems(areaMenu(manifest.mfe_mobile?.declarations?.routes ?? []));
  return (
    <Page data-layout="mobile" style={{ maxWidth: 640, margin: '0 auto' }}>
      <Top data-testid="site-header">
        <span>
          <NavLink to="/mobile" end>
            한판
          </NavLink>
          {route && !route.pageInfo.title.startsWith('한판') ? ` · ${route.pageInfo.title}` : ''}
        </span>
        <MobileAccount />
      </Top>
      <Body>{children}</Body>
      {menu.length > 0 && (
        <Tabs aria-label="모바일 메뉴">
          {menu.map((i) => (
            <NavLink key={i.to} to={i.to} end={i.end}>
              {i.label}
            </NavLink>
          ))}
        </Tabs>
      )}
    </Page>
  );
}
