// Default page of every Hpc route: its page info, breadcrumb, sub-navigation and links.
import { PageInfoView, type PortalRoute } from '@hanpan/platform';

export function HpcPage({ route }: { route: PortalRoute }) {
  return <PageInfoView route={route} />;
}
