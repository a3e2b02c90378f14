// Pure routing rules of SPEC §2 (tested in rules.test.ts).
import { PARTNER_BLOCKED_PATHS, PUBLISHER_PARTNER, type PortalRoute } from '@hanpan/platform';
import type { Publisher } from '@hanpan/contracts';
import { isPcHomePath } from '@hanpan/contracts/constants';
import type { NavigationAction } from './types';

const lower = (p: string) => p.toLowerCase();

/** Partner-channel users may not open /sponsor, /plus and /mobile (and their children). */
export function isPartnerBlockedPath(pathname: string, publisher: Publisher): boolean {
  if (publisher !== PUBLISHER_PARTNER) return false;
  const path = lower(pathname.split(/[?#]/)[0] ?? '');
  return PARTNER_BLOCKED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * The one partner rule of pages, navigation and the middleware: the SPEC's blocked paths plus
 * what the page's own route declares (`partnerBlocked`, published with its remote).
 */
export function isPartnerBlocked(pathname: string, publisher: Publisher, route: Pick<PortalRoute, 'partnerBlocked'> | null): boolean {
  if (publisher !== PUBLISHER_PARTNER) return false;
  return isPartnerBlockedPath(pathname, publisher) || !!route?.partnerBlocked;
}

/**
 * A server-rendered page of a remote may start loading that remote before hydration unless a rule
 * is about to send the visitor elsewhere: the login, the partner block, the mobile site.
 */
export function opensWithoutRedirect(
  route: Pick<PortalRoute, 'requiresLogin' | 'partnerBlocked' | 'mobileOnly'>,
  pathname: string,
  visitor: { loggedIn: boolean; publisher: Publisher; isMobileSite: boolean },
): boolean {
  if (route.requiresLogin && !visitor.loggedIn) return false;
  if (isPartnerBlocked(pathname, visitor.publisher, route)) return false;
  return visitor.isMobileSite || (!route.mobileOnly && !lower(pathname).includes('/mobile'));
}

export interface MobileRedirectInput {
  pathname: string;
  search: string;
  isMobileSite: boolean;
  isMobileDevice: boolean;
  protocol: string;
  port: string;
  mobileHosts: readonly string[];
}

/** A PC browser on a path containing /mobile goes to the same path on the mobile host. */
export function mobileSiteUrl(input: MobileRedirectInput): string | null {
  if (input.isMobileSite || input.isMobileDevice) return null;
  if (!lower(input.pathname).includes('/mobile')) return null;
  const host = input.mobileHosts[0];
  if (!host) return null;
  const port = input.port ? `:${input.port}` : '';
  return `${input.protocol}//${host}${port}${input.pathname}${input.search}`;
}

/**
 * On the mobile site a PC page that has a mobile twin is that twin (/shop → /mobile/shop,
 * /plus/me/money-history → /mobile/plus/me/money-history): links the areas share (a Plus layer's
 * 통장 내역, the avatar benefit's 아바타 상점 가기) open the mobile page there. Null: no twin.
 */
export function mobileTwinPath(pathname: string, isMobileSite: boolean, isPage: (path: string) => boolean): string | null {
  // (a popup's, a mobile page's or the identity provider's path has no page below /mobile);
  // the home's and its mirror's twin is the mobile home, as the server's front door says
  const twin = isPcHomePath(pathname) ? '/mobile' : `/mobile${pathname}`;
  return isMobileSite && isPage(twin) ? twin : null;
}

/** Home and mirror on non-mobile devices fetch the game maintenance status. */
export function shouldFetchMaintenance(pathname: string, isMobileDevice: boolean): boolean {
  if (isMobileDevice) return false;
  return isPcHomePath(pathname);
}

/** Member-state refresh is skipped on /popup/classic-sms and /hpc (and their children). */
export function shouldRefreshMember(pathname: string, route: PortalRoute | null): boolean {
  if (route?.skipMemberRefresh) return false;
  const path = lower(pathname);
  return !['/popup/classic-sms', '/hpc'].some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Back/forward on the mobile host restores the position; everything else starts at the top — but
 * a step that changes only the query of the page that is open (a tab, a page or a search the page
 * keeps in its address) is the same page: null, the reader stays where they are.
 */
export function scrollDecision(action: NavigationAction, isMobileSite: boolean, saved: number | undefined, queryOnly = false): number | null {
  if (isMobileSite && action === 'POP' && saved !== undefined) return saved;
  if (queryOnly && action !== 'POP') return null;
  return 0;
}

/** True when `next` is the page of `previous` with another query (its #fragment aside). */
export function changesQueryOnly(previous: { pathname: string; search: string } | null, next: { pathname: string; search: string }): boolean {
  return previous !== null && previous.pathname === next.pathname && previous.search !== next.search;
}

