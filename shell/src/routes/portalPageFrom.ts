import type { Publisher } from '@hanpan/contracts';
import { manifestSnapshot } from '../federation/registry';
import { isPartnerBlocked } from '../middleware/rules';
import { resolveRoute, routeOf } from './resolveRoute';

/** `address` as a URL when it is on `origin` (compared after `new URL()`), else null. */
export function urlOn(address: string, origin: string): URL | null {
  try {
    const url = new URL(address);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * The portal page a full page load came from: `referrer` on `origin` (compared after `new URL()`),
 * as a path — where a page with nothing before it in its history goes back to. None for another
 * site, a server page (the payment sandbox; the login, which sends a logged-in member straight back:
 * QA, the alert came again and again), a popup page, or a page blocked for this player too (it would
 * only alert again). A remote's page whose declarations are not here yet counts.
 */
export function portalPageFrom(referrer: string, origin: string, publisher: Publisher): string | null {
  const url = urlOn(referrer, origin);
  if (!url) return null;
  const resolved = resolveRoute(url.pathname, manifestSnapshot().manifest, true);
  const route = routeOf(resolved);
  if (resolved.kind === 'notFound' || route?.layout.startsWith('popup') || isPartnerBlocked(url.pathname, publisher, route)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
