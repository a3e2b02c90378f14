import type { Publisher } from '@hanpan/contracts';
import { isPopupPath } from '@hanpan/platform';
import { manifestSnapshot } from '../federation/registry';
import { isPartnerBlocked } from '../middleware/rules';
import { resolveRoute, routeOf } from './resolveRoute';

/**
 * The portal page a full page load came from: `referrer` on `origin` (compared after `new URL()`),
 * as a path — where a page with nothing before it in its history goes back to. None for another
 * site, a server page (the payment sandbox; the login, which sends a logged-in member straight back:
 * QA, the alert came again and again), a popup page, or a page blocked for this player too (it would
 * only alert again). A remote's page whose declarations are not here yet counts.
 */
export function portalPageFrom(referrer: string, origin: string, publisher: Publisher): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin || isPopupPath(url.pathname)) return null;
  const resolved = resolveRoute(url.pathname, manifestSnapshot().manifest, true);
  const route = routeOf(resolved);
  if (resolved.kind === 'notFound' || route?.layout.startsWith('popup') || isPartnerBlocked(url.pathname, publisher, route)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
