import { Main, Page, PC_NAV, SiteFooter, SiteHeader } from './parts';
import type { LayoutProps } from './types';

/** PC information pages (faq, sponsor, championship); on the mobile host they open in the mobile frame (layouts/index.ts). */
export function PcLayout({ children, route }: LayoutProps) {
  return (
    <Page data-layout="pc">
      <SiteHeader items={PC_NAV} route={route} />
      <Main style={{ maxWidth: 960 }}>{children}</Main>
      <SiteFooter />
    </Page>
  );
}
