import { Main, Page, PC_NAV, SiteFooter, SiteHeader } from './parts';
import type { LayoutProps } from './types';

/**
 * PC area pages (shop, plus, vip, product, collection book). The mobile site links to some of them
 * (a product from the mobile shop): on the mobile host they open in the mobile frame (layouts/index.ts).
 */
export function DefaultLayout({ children, route }: LayoutProps) {
  return (
    <Page data-layout="default">
      <SiteHeader items={PC_NAV} route={route} />
      <Main>{children}</Main>
      <SiteFooter />
    </Page>
  );
}
