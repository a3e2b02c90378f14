// Default page of every Shop route: its page info, breadcrumb, sub-navigation and links.
import { PageInfoView, type PortalRoute } from '@hanpan/platform';

export function ShopPage({ route }: { route: PortalRoute }) {
  return <PageInfoView route={route} />;
}
