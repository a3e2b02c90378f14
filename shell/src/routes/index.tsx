// The page content of a resolved route (what goes inside the layout): a shell page, the owning
// remote's parcel, its fallback, or the 404 page.
import { Suspense, type ComponentType } from 'react';
import type { PortalRoute } from '@hanpan/platform';
import { RemoteLoading } from '../federation/RemoteLoading';
import { retryRemote } from '../federation/registry';
import { NotFoundPage, SHELL_PAGES } from '../pages';
import { retryableLazy } from '../features/common/retryableLazy';
import { ShellErrorBoundary } from './ShellErrorBoundary';
import type { ResolvedRoute } from './resolveRoute';

export { resolveRoute, routeOf, areaRoutesOf, guessLayout, type ResolvedRoute } from './resolveRoute';
export { SHELL_ROUTES } from './shellRoutes';

// single-spa + parcel code only load when a remote route is opened, in one chunk with the federation
// loader (every remote page needs both): one request, and the platform UI the parcel shows while
// loading is downloaded once, from the platform's chunk, not again in a chunk of its own
const federationHost = () => import(/* webpackChunkName: "federation-host" */ '../federation/RemoteParcel');
const RemoteParcel = retryableLazy(() => federationHost().then((m) => m.RemoteParcel));
// an area whose routes are not known (its files down, not deployed) is rare: its message comes with
// that chunk, not in the first load's code
const RemoteFallback = retryableLazy(() => federationHost().then((m) => m.RemoteFallback));

/** The parcel code ahead of the first render (a server-rendered remote page starts it at once). */
export const preloadRemoteParcel = (): Promise<void> => RemoteParcel.preload();

export function RouteContent({ resolved }: { resolved: ResolvedRoute }) {
  switch (resolved.kind) {
    case 'notFound':
      return <NotFoundPage />;
    case 'shell': {
      const Page: ComponentType<{ route: PortalRoute }> | undefined = SHELL_PAGES[resolved.route.pageInfo.name];
      return Page ? (
        <ShellErrorBoundary key={resolved.route.path}>
          <Page route={resolved.route} />
        </ShellErrorBoundary>
      ) : (
        <NotFoundPage />
      );
    }
    case 'unresolved':
      if (resolved.pending) return <RemoteLoading remote={resolved.remote} />;
      return (
        <ShellErrorBoundary key={resolved.remote}>
          <Suspense fallback={<RemoteLoading remote={resolved.remote} />}>
            <RemoteFallback remote={resolved.remote} kind="not-deployed" onRetry={() => void retryRemote(resolved.remote)} />
          </Suspense>
        </ShellErrorBoundary>
      );
    case 'remote':
      return (
        <ShellErrorBoundary key={resolved.remote}>
          <Suspense fallback={<RemoteLoading remote={resolved.remote} title={resolved.route.pageInfo.title} />}>
            <RemoteParcel remote={resolved.remote} pageInfo={resolved.route.pageInfo} />
          </Suspense>
        </ShellErrorBoundary>
      );
  }
}
