import type { PortalRoute } from '@hanpan/platform';
import { HomeContent } from './HomePage';

/** Mirror: the home page's content under its own address (same rules: maintenance fetch, etc.). */
export function MirrorPage({ route }: { route: PortalRoute }) {
  return <HomeContent route={route} />;
}
