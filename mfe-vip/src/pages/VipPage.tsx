// Default page of every Vip route: its page info, breadcrumb, sub-navigation and links.
import { PageInfoView, type PortalRoute } from '@hanpan/platform';

export function VipPage({ route }: { route: PortalRoute }) {
  return <PageInfoView route={route} />;
}
