// Pieces the layouts share. Server-renderable: nothing reads window/document during render.
import { NavLink } from '@hanpan/platform';
import styled from 'styled-components';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  font-family: Pretendard, 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif;
  color: #111827;
  background: #f9fafb;
`;
export const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1080px;
  margin: 0 auto;
  padding: 0 20px 40px;
  box-sizing: border-box;
`;
const Bar = styled.header<{ $dark?: boolean }>`
  background: ${(p) => (p.$dark ? '#0b1220' : '#ffffff')};
  border-bottom: 1px solid ${(p) => (p.$dark ? '#1f2937' : '#e5e7eb')};
  nav {
    max-width: 1080px;
    margin: 0 auto;
    padding: 0 20px;
    display: flex;
    align-items: center;
    gap: 20px;
    height: 60px;
    /* phones: the menu scrolls sideways instead of widening the page */
    overflow-x: auto;
    scrollbar-width: none;
  }
  a {
    color: ${(p) => (p.$dark ? '#e5e7eb' : '#374151')};
    text-decoration: none;
    font-size: 15px;
    white-space: nowrap;
    flex: none;
  }
  a.active {
    color: ${(p) => (p.$dark ? '#fbbf24' : '#b91c1c')};
    font-weight: 700;
  }
  .logo {
    font-size: 22px;
    font-weight: 800;
    color: ${(p) => (p.$dark ? '#fbbf24' : '#b91c1c')};
    margin-right: 12px;
  }
`;

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

export const PC_NAV: NavItem[] = [
  { to: '/shop', label: '상점' },
  { to: '/plus', label: '플러스' },
  { to: '/vip', label: 'VIP' },
  { to: '/hpc', label: '챔피언십' },
  { to: '/collectionBook', label: '컬렉션북' },
  { to: '/faq', label: '자주 묻는 질문' },
  { to: '/sponsor', label: '후원' },
];

export const HPC_NAV: NavItem[] = [
  { to: '/hpc', label: 'HPC 홈', end: true },
  { to: '/hpc/championship', label: '대회 일정' },
  { to: '/hpc/history', label: '역대 기록' },
  { to: '/hpc/info', label: '대회 안내' },
  { to: '/hpc/media', label: '미디어' },
];

export const MOBILE_NAV: NavItem[] = [
  { to: '/mobile', label: '홈', end: true },
  { to: '/mobile/shop', label: '상점' },
  { to: '/mobile/plus', label: '플러스' },
  { to: '/mobile/vip', label: 'VIP' },
  { to: '/mobile/guide', label: '가이드' },
  { to: '/mobile/pc-bang', label: 'PC방' },
];

export function SiteHeader({ items, dark, home = '/', label = '주 메뉴' }: { items: NavItem[]; dark?: boolean; home?: string; label?: string }) {
  return (
    <Bar $dark={dark} data-testid="site-header">
      <nav aria-label={label}>
        <NavLink to={home} end className="logo">
          한판
        </NavLink>
        {items.map((i) => (
          <NavLink key={i.to} to={i.to} end={i.end}>
            {i.label}
          </NavLink>
        ))}
      </nav>
    </Bar>
  );
}

const FooterBar = styled.footer`
  border-top: 1px solid #e5e7eb;
  padding: 20px;
  text-align: center;
  font-size: 13px;
  color: #6b7280;
`;
export function SiteFooter() {
  return <FooterBar>© 한판 · 건전한 게임 문화를 만들어 갑니다</FooterBar>;
}
