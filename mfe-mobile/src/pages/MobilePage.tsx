// Default page of every Mobile route: its page info, breadcrumb, sub-navigation and links.
import { PageInfoView, type PortalRoute } from '@hanpan/platform';

export function MobilePage({ route }: { route: PortalRoute }) {
  return <PageInfoView route={route} />;
}
