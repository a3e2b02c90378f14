// The frame of every shop page: breadcrumb, title and sub-title, the shop's sub-title banner, the
// category navigation and (for members) the remaining monthly limit with the shop's tools. On the
// mobile site (a product opened from the mobile shop) the mobile frame's tabs are the navigation:
// no PC breadcrumb, categories or PC popup tools.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { breadcrumbOf, hrefOf, Link, type PortalRoute, upTo, useAreaRoutes, useHanpanStore } from '@hanpan/platform';
import { ShopCategoryNav } from './ShopCategoryNav';
import { ShopSubTitleBanner } from './ShopSubTitleBanner';
import { ShopToolbar } from './ShopToolbar';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} 0`};
`;
const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.m};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.s};
  color: ${({ theme }) => theme.colors.textSecondary};
  li + li::before {
    content: '›';
    /* a separator, not a word: not read out (the empty alternative text; browsers without it keep the line above) */
    content: '›' / '';
    margin-right: 6px;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
`;
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.m};
  margin-bottom: ${({ theme }) => theme.space.l};
  h1 {
    font-size: 26px;
    margin: 0 0 6px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  /* phones: the tools always get their own row. Beside the title they fit or not by a few pixels,
     depending on the font: the web font arriving after the first paint moved the page (CLS 0.2) */
  ${upTo.mobile} {
    > div:first-child {
      flex-basis: 100%;
    }
  }
`;

export interface ShopFrameProps {
  route: PortalRoute;
  children: ReactNode;
  /** The category navigation (default on). */
  nav?: boolean;
}

export function ShopFrame({ route, children, nav = true }: ShopFrameProps) {
  const routes = useAreaRoutes();
  const mobileSite = useHanpanStore((s) => s.global.site === 'mobile');
  const crumbs = mobileSite ? [] : breadcrumbOf(route, routes);
  return (
    <Section data-page={route.pageInfo.name} data-owner={route.owner}>
      {crumbs.length > 1 && (
        // a navigation landmark (an aria-label on a list names no region)
        <nav aria-label="현재 위치">
          <Crumbs>
            {crumbs.map((c) => (
              <li key={c.path}>{c === route ? <span aria-current="page">{c.pageInfo.title}</span> : <Link to={hrefOf(c.path)}>{c.pageInfo.title}</Link>}</li>
            ))}
          </Crumbs>
        </nav>
      )}
      <Head>
        <div>
          <h1>{route.pageInfo.title}</h1>
          <p>{route.pageInfo.subTitle}</p>
        </div>
        <ShopToolbar tools={!mobileSite} />
      </Head>
      <ShopSubTitleBanner />
      {nav && !mobileSite && <ShopCategoryNav />}
      {children}
    </Section>
  );
}
