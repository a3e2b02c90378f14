// The page tree of the declared routes (breadcrumb, sub-navigation): read by the page-info view and
// the remotes' frames only, so it stays out of the module the shell's first load needs.
import { HOME_PATH, HOME_TITLE, type PortalRoute } from './routes';

export function findRouteByPath(pattern: string | null, routes: readonly PortalRoute[]): PortalRoute | undefined {
  return pattern === null ? undefined : routes.find((r) => r.path === pattern);
}

const HOME_CRUMB: PortalRoute = {
  path: HOME_PATH,
  owner: 'shell',
  layout: 'pc-main',
  pageInfo: { path: HOME_PATH, parentPath: null, title: HOME_TITLE, subTitle: '', name: 'home', type: 'pc' },
};

/** Breadcrumb from the top down to the route itself (home is the root of PC pages). */
export function breadcrumbOf(route: PortalRoute, routes: readonly PortalRoute[]): PortalRoute[] {
  const trail: PortalRoute[] = [route];
  let parent = route.pageInfo.parentPath;
  while (parent !== null && trail.length < 10) {
    const cur = findRouteByPath(parent, routes) ?? (parent === HOME_PATH ? HOME_CRUMB : undefined);
    if (!cur) break;
    trail.unshift(cur);
    parent = cur.pageInfo.parentPath;
  }
  return trail;
}

/** Pages sharing the parent (sub-navigation), the route itself included. */
export function siblingsOf(route: PortalRoute, routes: readonly PortalRoute[]): PortalRoute[] {
  if (route.pageInfo.parentPath === null || route.pageInfo.parentPath === HOME_PATH) return [route];
  return routes.filter((r) => r.pageInfo.parentPath === route.pageInfo.parentPath && r.pageInfo.type === route.pageInfo.type);
}

export function childrenOf(route: PortalRoute, routes: readonly PortalRoute[]): PortalRoute[] {
  return routes.filter((r) => r.pageInfo.parentPath === route.path);
}
