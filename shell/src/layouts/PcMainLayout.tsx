import styled from 'styled-components';
import { Main, Page, PC_NAV, SiteFooter, SiteHeader } from './parts';
import type { LayoutProps } from './types';

const Hero = styled.div`
  background: linear-gradient(120deg, #7f1d1d, #b91c1c);
  color: #fff;
  padding: 28px 20px;
  text-align: center;
  font-size: 18px;
`;

/** PC main (home, mirror): header, the game banner strip, content. */
export function PcMainLayout({ children, route }: LayoutProps) {
  return (
    <Page data-layout="pc-main">
      <SiteHeader items={PC_NAV} route={route} />
      <Hero>포커 · 바둑이 · 하이로우 · 훌라 · 섯다 — 한판 하세요</Hero>
      <Main>{children}</Main>
      <SiteFooter />
    </Page>
  );
}
