// The structure every page starts from until its area fills it: breadcrumb from parentPath,
// title and subtitle, sub-navigation of sibling pages and links to child pages.
import type { ReactNode } from 'react';
import { Link } from './router';
import styled from 'styled-components';
import { touchTarget } from '../ui/touchTarget';
import { hrefOf, type PortalRoute } from '../routing/routes';
import { breadcrumbOf, childrenOf, siblingsOf } from '../routing/pageTree';
import { useAreaRoutes } from './areaRoutes';

const Section = styled.section`
  padding: 24px 0;
`;
const Crumbs = styled.ol`
  display: flex;
  align-items: center;
  gap: 6px;
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  font-size: 13px;
  color: #6b7280;
  li + li::before {
    content: '›';
    /* a separator, not a word: not read out (the empty alternative text; browsers without it keep the line above) */
    content: '›' / '';
    margin-right: 6px;
  }
  a {
    color: inherit;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    ${touchTarget}
  }
`;
const Title = styled.h1`
  font-size: 26px;
  margin: 0 0 6px;
`;
const SubTitle = styled.p`
  margin: 0 0 20px;
  color: #4b5563;
`;
const SubNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 20px;
  a {
    padding: 6px 12px;
    border-radius: 16px;
    border: 1px solid #d1d5db;
    color: #111827;
    text-decoration: none;
    font-size: 14px;
  }
  a[aria-current='page'] {
    background: #1f2937;
    border-color: #1f2937;
    color: #fff;
  }
`;
const Children = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(180px, 100%), 1fr));
  gap: 12px;
  list-style: none;
  padding: 0;
  a {
    display: block;
    padding: 14px;
    border: 1px solid #e5e7eb;
    border-radius: 8px;
    color: #111827;
    text-decoration: none;
  }
  small {
    display: block;
    color: #6b7280;
    margin-top: 4px;
  }
`;

export interface PageInfoViewProps {
  route: PortalRoute;
  /** Area content rendered under the page header. */
  children?: ReactNode;
}

export function PageInfoView({ route, children }: PageInfoViewProps) {
  const { pageInfo } = route;
  const routes = useAreaRoutes();
  const crumbs = breadcrumbOf(route, routes);
  const siblings = siblingsOf(route, routes);
  const kids = childrenOf(route, routes);
  return (
    <Section data-page={pageInfo.name} data-owner={route.owner}>
      {crumbs.length > 1 && (
        // a navigation landmark (an aria-label on a list names no region)
        <nav aria-label="현재 위치">
          <Crumbs>
            {crumbs.map((c) => (
              <li key={c.path}>
                {c === route ? <span aria-current="page">{c.pageInfo.title}</span> : <Link to={hrefOf(c.path)}>{c.pageInfo.title}</Link>}
              </li>
            ))}
          </Crumbs>
        </nav>
      )}
      <Title>{pageInfo.title}</Title>
      <SubTitle>{pageInfo.subTitle}</SubTitle>
      {siblings.length > 1 && (
        <SubNav aria-label={`${pageInfo.title} 메뉴`}>
          {siblings.map((s) => (
            <Link key={s.path} to={hrefOf(s.path)} aria-current={s === route ? 'page' : undefined}>
              {s.pageInfo.title}
            </Link>
          ))}
        </SubNav>
      )}
      {children}
      {kids.length > 0 && (
        <Children aria-label="하위 메뉴">
          {kids.map((k) => (
            <li key={k.path}>
              <Link to={hrefOf(k.path)}>
                {k.pageInfo.title}
                <small>{k.pageInfo.subTitle}</small>
              </Link>
            </li>
          ))}
        </Children>
      )}
    </Section>
  );
}
