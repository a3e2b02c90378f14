// Which menu entries a visitor may open: the partner channel sees only the areas it may use
// (the same rule the page guard and the middleware apply: the SPEC paths plus each route's own
// `partnerBlocked` declaration, read from the deployed remotes' manifest).
import { useSyncExternalStore } from 'react';
import { useHanpanStore, type PortalRoute } from '@hanpan/platform';
import type { Publisher } from '@hanpan/contracts';
import { manifestSnapshot, subscribeRemotes } from '../federation/registry';
import { isPartnerBlocked } from '../middleware/rules';
import { resolveRoute, routeOf } from '../routes/resolveRoute';
import type { NavItem } from './parts';

export function visibleNavItems<T extends Pick<NavItem, 'to'>>(items: readonly T[], publisher: Publisher, routeAt: (path: string) => PortalRoute | null): T[] {
  return items.filter((i) => !isPartnerBlocked(i.to, publisher, routeAt(i.to)));
}

export function useVisibleNavItems<T extends Pick<NavItem, 'to'>>(items: readonly T[]): T[] {
  const publisher = useHanpanStore((s) => s.global.publisher);
  const { manifest, loaded } = useSyncExternalStore(subscribeRemotes, manifestSnapshot, manifestSnapshot);
  // a few entries: filtered on each render (the mobile menu is a new array each time, a memo never hit)
  return visibleNavItems(items, publisher, (path) => routeOf(resolveRoute(path.split(/[?#]/)[0] ?? path, manifest, loaded)));
}
