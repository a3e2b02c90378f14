// Runs the middleware chain on every navigation (location key change) and reports a fatal
// configuration error (unknown middleware → 500 page).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from '@hanpan/platform';
import { detectSite, hanpanStore, isMobileUserAgent, queryClient, type PortalRoute } from '@hanpan/platform';
import { portalConfig } from '../federation/portalConfig';
import { createDefaultMiddleware, middlewareFor } from './defaults';
import { runMiddleware, UnknownMiddlewareError } from './runner';
import { createScrollKeeper, type ScrollKeeper } from './scroll';
import type { MiddlewareRegistry, NavigationContext } from './types';

let keeper: ScrollKeeper | null = null;
let registry: MiddlewareRegistry | null = null;
function defaultRegistry(): MiddlewareRegistry {
  keeper ??= createScrollKeeper();
  registry ??= createDefaultMiddleware({ scroll: keeper });
  return registry;
}

export interface NavigationMiddlewareState {
  /** 500 when the chain names a middleware that does not exist. */
  fatalStatus: 500 | null;
}

/** `ready`: false while the route's declarations are still being read (its rules are not known yet). */
export function useNavigationMiddleware(
  route: PortalRoute | null,
  ready = true,
  names: readonly string[] = middlewareFor(route),
  reg?: MiddlewareRegistry,
): NavigationMiddlewareState {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  const [fatalStatus, setFatalStatus] = useState<500 | null>(null);
  const runId = useRef(0);
  const namesKey = names.join(',');

  useEffect(() => {
    if (!ready) return;
    runId.current += 1;
    const mine = runId.current;
    const site = detectSite(window.location.hostname, portalConfig().site);
    const ctx: NavigationContext = {
      location: { pathname: location.pathname, search: location.search, key: location.key },
      action,
      route,
      publisher: site.publisher,
      isMobileSite: site.isMobileSite,
      isMobileDevice: isMobileUserAgent(),
      hostname: window.location.hostname,
      port: window.location.port,
      protocol: window.location.protocol,
      mobileHosts: portalConfig().site.mobileHosts,
      adClickSkipHosts: portalConfig().adClickSkipHosts,
      store: hanpanStore,
      queryClient,
      navigate: (to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)),
      replace: (url) => window.location.replace(url),
      historyLength: window.history.length,
    };
    setFatalStatus(null);
    runMiddleware(namesKey ? namesKey.split(',') : [], reg ?? defaultRegistry(), ctx, undefined, () => runId.current === mine).catch(
      (error: unknown) => {
        if (error instanceof UnknownMiddlewareError) {
          console.error(error);
          if (runId.current === mine) setFatalStatus(500);
        } else {
          console.error('[middleware]', error);
        }
      },
    );
    // Re-run per history entry only (the route follows the location).
  }, [location.key, namesKey, ready]);

  return { fatalStatus };
}
