import { Main, Page, PC_NAV, SiteFooter, SiteHeader } from './parts';
import type { LayoutProps } from './types';

/** PC area pages (shop, plus, vip, product, collection book). */
export function DefaultLayout({ children, route }: LayoutProps) {
  return (
    <Page data-layout="default">
      <SiteHeader items={PC_NAV} route={route} />
      <Main>{children}</Main>
      <SiteFooter />
    </Page>
  );
}
