import styled from 'styled-components';
import { upTo } from '@hanpan/platform';
import { Main, Page, PC_NAV, SiteFooter, SiteHeader } from './parts';
import type { LayoutProps } from './types';

const Hero = styled.p`
  margin: 0;
  background: linear-gradient(120deg, #7f1d1d, #b91c1c);
  color: #fff;
  padding: 28px 20px;
  text-align: center;
  font-size: 18px;
  /* phones: always two lines. On one line the text fits or not by a few pixels depending on the
     font, so the web font arriving after the first paint moved the whole page (CLS 0.027) */
  ${upTo.mobile} {
    span {
      display: block;
    }
  }
`;

/** PC main (home, mirror): header, the game banner strip, content. */
export function PcMainLayout({ children, route }: LayoutProps) {
  return (
    <Page data-layout="pc-main">
      <SiteHeader items={PC_NAV} route={route}>
        <Hero>
          <span>포커 · 바둑이 · 하이로우 · 훌라 · 섯다</span> <span>— 한판 하세요</span>
        </Hero>
      </SiteHeader>
      <Main>{children}</Main>
      <SiteFooter />
    </Page>
  );
}
