// The shell's view of the one route table (shared/src/platform/routes.ts): match the location,
// pick the layout and the page (a shell page, or the owner remote's parcel).
import { lazy, Suspense, type ComponentType } from 'react';
import { matchPortalRoute, PORTAL_ROUTES, type PortalRoute, type RouteMatch } from '@hanpan/platform';
import { isRemoteName } from '../federation/registry';
import { SHELL_PAGES } from '../pages';
import { NotFoundPage } from '../pages/ErrorPage';
import { ShellErrorBoundary } from './ShellErrorBoundary';

export { PORTAL_ROUTES, matchPortalRoute };
export type { PortalRoute, RouteMatch };

// single-spa + parcel code only load when a remote route is opened
const RemoteParcel = lazy(() => import(/* webpackChunkName: "remote-parcel" */ '../federation/RemoteParcel'));

export function matchShellRoute(pathname: string): RouteMatch | null {
  return matchPortalRoute(pathname, PORTAL_ROUTES);
}

/** Page content of a matched route (what goes inside the layout). */
export function RouteContent({ route }: { route: PortalRoute | null }) {
  if (!route) return <NotFoundPage />;
  if (route.owner === 'shell') {
    const Page: ComponentType<{ route: PortalRoute }> | undefined = SHELL_PAGES[route.pageInfo.name];
    return Page ? <Page route={route} /> : <NotFoundPage />;
  }
  if (!isRemoteName(route.owner)) return <NotFoundPage />;
  return (
    <ShellErrorBoundary key={route.owner}>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: 240 }} />}>
        <RemoteParcel remote={route.owner} pageInfo={route.pageInfo} />
      </Suspense>
    </ShellErrorBoundary>
  );
}
