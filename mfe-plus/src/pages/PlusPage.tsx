// Default page of every Plus route: its page info, breadcrumb, sub-navigation and links.
import { PageInfoView, type PortalRoute } from '@hanpan/platform';

export function PlusPage({ route }: { route: PortalRoute }) {
  return <PageInfoView route={route} />;
}
