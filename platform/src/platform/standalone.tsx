// Standalone dev mount of a remote (its own dev server, no shell): plays the shell's part
// with the browser history so the remote's controlled Router works the same way.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
// Its own entry ('@hanpan/platform/standalone', not federated): only a remote's dev page needs it.
import { createPath, detectSite, ERROR_PAGES, matchPortalRoute, RootProviders, type PortalRoute } from '@hanpan/platform';
import type { Location, To } from './router';
import type { RemoteProps, ShellNavigateOptions } from './remote-props';
import type { PageInfo } from '../routing/routes';

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state?.usr ?? null, key: String(window.history.state?.key ?? 'default') };
}

const UNKNOWN: PageInfo = { path: '*', parentPath: null, ...ERROR_PAGES[404], name: 'not-found', type: 'pc' };

function StandaloneHost({ App, routes }: { App: ComponentType<RemoteProps>; routes: readonly PortalRoute[] }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPop = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((to: To | number, opts?: ShellNavigateOptions) => {
    if (typeof to === 'number') return window.history.go(to);
    const href = typeof to === 'string' ? to : createPath(to);
    const state = { usr: opts?.state ?? null, key: Math.random().toString(36).slice(2, 10) };
    if (opts?.replace) window.history.replaceState(state, '', href);
    else window.history.pushState(state, '', href);
    setLocation(currentLocation());
  }, []) as RemoteProps['navigate'];
  const site = detectSite(window.location.hostname);
  const pageInfo = matchPortalRoute(location.pathname, routes)?.route.pageInfo ?? UNKNOWN;
  return <App location={location} navigate={navigate} pageInfo={pageInfo} {...site} />;
}

/** `routes`: the remote's own declarations (its src/routes). */
export function mountStandalone(App: ComponentType<RemoteProps>, routes: readonly PortalRoute[], element: HTMLElement) {
  createRoot(element).render(
    <RootProviders>
      <StandaloneHost App={App} routes={routes} />
    </RootProviders>,
  );
}
