// What a path is: a shell page, a page a deployed remote declared, a remote's path while its
// declarations are not known yet, or nothing (the 404 page). The shell knows only the prefixes
// (platform/areas.json); the routes below them come with each remote (the manifest).
import { matchPortalRoute, ownerOfPath, type PortalRoute, type RemoteName } from '@hanpan/platform';
import type { RemotesManifest } from '../federation/manifest';
import { SHELL_ROUTES } from './shellRoutes';

export type ResolvedRoute =
  | { kind: 'shell'; route: PortalRoute; params: Record<string, string | undefined> }
  | { kind: 'remote'; remote: RemoteName; route: PortalRoute; params: Record<string, string | undefined> }
  /** The manifest is still being read, or the remote is not deployed / published no routes. */
  | { kind: 'unresolved'; remote: RemoteName; pending: boolean }
  /** `remote`: the path is in that remote's area (its 404 page keeps the area's menu). */
  | { kind: 'notFound'; remote?: RemoteName };

export function resolveRoute(pathname: string, manifest: RemotesManifest, manifestLoaded: boolean): ResolvedRoute {
  const remote = ownerOfPath(pathname);
  if (!remote) {
    const match = matchPortalRoute(pathname, SHELL_ROUTES);
    return match ? { kind: 'shell', ...match } : { kind: 'notFound' };
  }
  const routes = manifest[remote]?.declarations?.routes;
  if (!routes) return { kind: 'unresolved', remote, pending: !manifestLoaded };
  const match = matchPortalRoute(pathname, routes);
  return match ? { kind: 'remote', remote, ...match } : { kind: 'notFound', remote };
}

/** The page a path resolved to (a shell page or one a remote declared); null while unknown or not found. */
export const routeOf = (resolved: ResolvedRoute): PortalRoute | null => ('route' in resolved ? resolved.route : null);

/** The routes of a route's area (shell pages or the owning remote's), for menus and breadcrumbs. */
export function areaRoutesOf(resolved: ResolvedRoute, manifest: RemotesManifest): readonly PortalRoute[] {
  if (resolved.kind === 'shell') return SHELL_ROUTES;
  // a 404 in a remote's area (/hpc/typo) keeps that area's menu
  return (resolved.remote && manifest[resolved.remote]?.declarations?.routes) || [];
}

/** Layout while a remote's routes are unknown: the one its pages use most, guessed from the path. */
export function guessLayout(pathname: string): PortalRoute['layout'] {
  const path = pathname.toLowerCase();
  if (path.includes('/popup')) return 'popup';
  if (path.startsWith('/mobile')) return 'mobile';
  if (path === '/hpc' || path.startsWith('/hpc/')) return 'hpc';
  return 'default';
}
