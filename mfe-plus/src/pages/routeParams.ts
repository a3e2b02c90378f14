// The path parameters of the current route (the platform's router names do not include
// useParams; the route's own pattern is matched against the location).
import { matchRoutePath, useLocation, type PortalRoute } from '@hanpan/platform';

export function useRouteParam(route: PortalRoute, name: string): string | undefined {
  const { pathname } = useLocation();
  return matchRoutePath(route.path, pathname)?.[name];
}

export function useQueryParam(name: string): string | null {
  const { search } = useLocation();
  return new URLSearchParams(search).get(name);
}

/** From a popup: show a portal page in the window that opened it (else here). */
export function openInPortal(href: string, here: (href: string) => void): void {
  try {
    const opener = window.opener as Window | null;
    if (opener && !opener.closed && opener.location.origin === window.location.origin) {
      opener.location.assign(href);
      opener.focus();
      return;
    }
  } catch {
    /* cross-origin opener: stay here */
  }
  here(href);
}
