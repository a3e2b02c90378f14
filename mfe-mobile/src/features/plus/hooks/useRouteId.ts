// The `:id?` of a route (the platform's router names leave out useParams: the route's own
// pattern is matched against the location).
import { matchRoutePath, useLocation, type PortalRoute } from '@hanpan/platform';

export function useRouteId(route: PortalRoute): string | undefined {
  const { pathname } = useLocation();
  return matchRoutePath(route.path, pathname)?.id;
}
