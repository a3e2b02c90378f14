// The path parameters of the current route (the platform's router names do not include
// useParams; the route's own pattern is matched against the location).
import { matchRoutePath, useLocation, type PortalRoute } from '@hanpan/platform';

export function useRouteParam(route: PortalRoute, name: string): string | undefined {
  const { pathname } = useLocation();
  return matchRoutePath(route.path, pathname)?.[name];
}
