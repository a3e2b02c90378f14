// The default middleware of every navigation (SPEC §2 routing behaviour, §7 default calls).
import {
  applyGameFromLocation,
  applyGlobalMemberState,
  browserGateDeps,
  ensureLogin,
  gameMaintenancesQuery,
  globalMemberStateQuery,
  isLoggedIn,
  MESSAGES,
  needsLoginAction,
  rememberAdClickId,
  runLoginActionOnce,
  type GateDeps,
} from '@hanpan/platform';
import { changesQueryOnly, isPartnerBlocked, mobileSiteUrl, mobileTwinPath, scrollDecision, shouldFetchMaintenance, shouldRefreshMember } from './rules';
import { manifestSnapshot } from '../federation/registry';
import { resolveRoute } from '../routes/resolveRoute';
import { takeReadMade } from './readsMade';
import { fetchGlobalContents } from './globalContents';
import type { ScrollKeeper } from './scroll';
import type { Middleware, MiddlewareRegistry, NavigationContext } from './types';
import type { PortalRoute } from '@hanpan/platform';

/** Order matters: leave-the-page rules first, then data. */
export const DEFAULT_MIDDLEWARE = [
  'clearErrorPage',
  'closeLayer',
  'scroll',
  'game',
  'partnerBlock',
  'mobileRedirect',
  'globalContents',
  'memberState',
  'adClick',
  'maintenance',
] as const;

/** The chain of a route: the defaults, then what the route declares (requiresLogin → requireLogin). */
export function middlewareFor(route: Pick<PortalRoute, 'requiresLogin'> | null): string[] {
  return [...DEFAULT_MIDDLEWARE, ...(route?.requiresLogin ? ['requireLogin'] : [])];
}

// The login gate goes on in place of the page (it showed only its notice); so does the partner's
// NEED_ACTION redirect after login (the account is fixed before the portal is used). The address it
// compares is the window's: a phone's Back may have left the page while its notice was up.
const gateDeps = (ctx: NavigationContext): GateDeps => ({ ...browserGateDeps(ctx.store), assign: ctx.replace });

export interface DefaultMiddlewareOptions {
  scroll?: ScrollKeeper;
}

export function createDefaultMiddleware({ scroll }: DefaultMiddlewareOptions = {}): MiddlewareRegistry {
  // (not on the first navigation of a page the server drew as an error page: its failed read is not
  // in the page, which would otherwise render, read again and fail again)
  const clearErrorPage: Middleware = (ctx) => {
    if (!takeReadMade('errorPage')) ctx.store.getState().clearErrorPage();
  };
  // Opening any route closes the open layer popups of the page left (its alerts and confirms too).
  // The page load's first navigation leaves no page: a layer opened while it hydrated (the home's
  // goldbox event, for a member) stays.
  let leftAPage = false;
  const closeLayer: Middleware = (ctx) => {
    if (leftAPage) ctx.store.getState().closeAllPopups();
    leftAPage = true;
  };

  let shown: { pathname: string; search: string } | null = null;
  const scrollStep: Middleware = (ctx) => {
    if (!scroll) return;
    const y = scrollDecision(ctx.action, ctx.isMobileSite, scroll.saved(ctx.location.key), changesQueryOnly(shown, ctx.location));
    shown = { pathname: ctx.location.pathname, search: ctx.location.search };
    // The page load's first entry with nothing to restore: the reader is where the browser put them
    // (the top, a #fragment's target, or where they scrolled the server-rendered page meanwhile).
    if (scroll.track(ctx.location.key) === null && y === 0) return;
    if (y !== null) scroll.scrollTo(y);
  };

  const game: Middleware = (ctx) => applyGameFromLocation(ctx.location.pathname, ctx.location.search, ctx.store);

  // the mobile host for a /mobile page on the PC host; on the mobile site, a PC page's mobile twin
  const mobileRedirect: Middleware = (ctx) => {
    const url = mobileSiteUrl({ ...ctx, ...ctx.location });
    const twin = mobileTwinPath(ctx.location.pathname, ctx.isMobileSite, (path) => resolveRoute(path, manifestSnapshot().manifest, true).kind === 'remote');
    if (url) ctx.replace(url);
    else if (twin) ctx.navigate(`${twin}${ctx.location.search}`, { replace: true });
    else return;
    return { stop: true };
  };

  // the history entry this document was loaded on (its page load, as opposed to in-app navigations)
  let loadKey: string | undefined;
  const partnerBlock: Middleware = async (ctx) => {
    loadKey ??= ctx.location.key;
    if (!isPartnerBlocked(ctx.location.pathname, ctx.publisher, ctx.route)) return;
    // (fetched while the alert is up; a chunk that fails to arrive: the site's home)
    const leave = import(/* webpackChunkName: "partner-blocked" */ './leaveBlockedPage').catch(() => null);
    await ctx.store.getState().alert(MESSAGES.partnerBlocked);
    const m = await leave;
    if (m) m.leaveBlockedPage(ctx, ctx.location.key === loadKey);
    else ctx.navigate('/', { replace: true });
    return { stop: true };
  };

  const globalContents: Middleware = async (ctx) => {
    const results = await fetchGlobalContents(ctx.queryClient, ctx.isMobileSite);
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
  };

  const memberState: Middleware = async (ctx) => {
    // /hpc and /popup/classic-sms skip the refresh, but a page opened there first still needs to
    // know who is there once (SPEC §7: the member state is read at start-up): the header shows it.
    const readMade = takeReadMade('memberState');
    const known = ctx.store.getState().global.memberResolved;
    if (known && !shouldRefreshMember(ctx.location.pathname, ctx.route)) return;
    // the first navigation of a server-rendered page (the server read it for this page a moment ago),
    // or the page opened again by a return that found another member (it read and applied it)
    if (!(known && readMade)) applyGlobalMemberState(await ctx.queryClient.fetchQuery(globalMemberStateQuery()), ctx.store);
    // Not awaited: the alert stays up while the rest of the chain runs.
    void runLoginActionOnce(gateDeps(ctx));
  };

  const adClick: Middleware = (ctx) => {
    const loggedIn = isLoggedIn(ctx.store.getState(), { includeNeedAction: true });
    if (rememberAdClickId(ctx.location.search, { loggedIn, hostname: ctx.hostname, skipHosts: ctx.adClickSkipHosts })) {
      ctx.store.getState().setAdClickId(new URLSearchParams(ctx.location.search).get('gclid'));
    }
  };

  const maintenance: Middleware = async (ctx) => {
    // the first navigation of a server-rendered home: the server read them for this page a moment
    // ago and drew them — a phone's too (it asks for none itself), so that it hydrates the same
    const served = takeReadMade('maintenances') ? ctx.queryClient.getQueryData(gameMaintenancesQuery().queryKey) : undefined;
    if (!served && !shouldFetchMaintenance(ctx.location.pathname, ctx.isMobileDevice)) return;
    ctx.store.getState().setMaintenances(served ?? (await ctx.queryClient.fetchQuery(gameMaintenancesQuery())));
  };

  // A partner member yet to take the login's step: the page shows the step's box (App) — its notice
  // came once already (memberState), not twice.
  const requireLogin: Middleware = async (ctx) => {
    if (needsLoginAction(ctx.store.getState()) || !(await ensureLogin(gateDeps(ctx)))) return { stop: true };
  };

  return { clearErrorPage, closeLayer, scroll: scrollStep, game, mobileRedirect, partnerBlock, globalContents, memberState, adClick, maintenance, requireLogin };
}
