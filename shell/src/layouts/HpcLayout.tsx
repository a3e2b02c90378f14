import styled from 'styled-components';
import { hpcPageLook } from './hpcLook';
import { areaMenu, Main, Page, SiteFooter, SiteHeader } from './parts';
import type { LayoutProps } from './types';

const Dark = styled(Page)`
  ${hpcPageLook}
  /* the shared footer's grey is for light pages: too faint on this background (axe color-contrast) */
  footer {
    color: #9ca3af;
  }
`;

/** Championship (HPC) pages on the PC site: dark frame with the championship menu (on the mobile host: the mobile frame). */
export function HpcLayout({ children, areaRoutes, route }: LayoutProps) {
  return (
    <Dark data-layout="hpc">
      <SiteHeader items={areaMenu(areaRoutes)} dark home="/" label="챔피언십 메뉴" route={route} />
      <Main>{children}</Main>
      <SiteFooter />
    </Dark>
  );
}
