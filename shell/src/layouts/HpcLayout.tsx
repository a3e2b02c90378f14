import styled from 'styled-components';
import { HPC_NAV, Main, Page, SiteFooter, SiteHeader } from './parts';
import type { LayoutProps } from './types';

const Dark = styled(Page)`
  background: #0f172a;
  color: #e5e7eb;
  a {
    color: inherit;
  }
`;

/** Championship (HPC) pages: dark frame with the championship menu. */
export function HpcLayout({ children }: LayoutProps) {
  return (
    <Dark data-layout="hpc">
      <SiteHeader items={HPC_NAV} dark home="/" label="챔피언십 메뉴" />
      <Main>{children}</Main>
      <SiteFooter />
    </Dark>
  );
}
