// Categories of the shop (SPEC §2 /shop children): the shop's routes declared with a `menu` label,
// in declared order — BEST (the index, with the sub-store) first. A new /shop page is a tab only
// when it says so (`menu`); one without it (a detail, a guide) stays off the tab bar.
import styled from 'styled-components';
import { hrefOf, NavLink, scrollEdgeFade, useAreaRoutes, useHanpanStore, type PortalRoute } from '@hanpan/platform';

/** The routes with a `menu` label, in declared order (partner-blocked ones hidden for partners). */
export function shopCategories(routes: readonly PortalRoute[], partner: boolean): Array<{ path: string; label: string }> {
  return routes.flatMap((r) => (r.menu && !(partner && r.partnerBlocked) ? [{ path: hrefOf(r.path), label: r.menu }] : []));
}

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.s};
  overflow-x: auto;
  ${scrollEdgeFade}
  margin: ${({ theme }) => `${theme.space.l} 0`};
  padding-bottom: 2px;
  a {
    flex: none;
    padding: 8px 16px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.fontSizes.m};
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='page'] {
    background: #1f2937;
    border-color: #1f2937;
    color: #fff;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export function ShopCategoryNav() {
  const routes = useAreaRoutes();
  const partner = useHanpanStore((s) => s.global.publisher === 'partner');
  return (
    <Nav aria-label="상점 분류">
      {shopCategories(routes, partner).map((c) => (
        <NavLink key={c.path} to={c.path} end>
          {c.label}
        </NavLink>
      ))}
    </Nav>
  );
}
