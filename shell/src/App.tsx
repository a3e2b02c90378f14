// The shell: resolves the location (its own pages, or a page a deployed remote declared), wraps
// it in the route's layout and applies the route's login and publisher rules before any of the
// page loads. Re-reads the remotes manifest when the page changes (at most once per TTL).
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import {
  AreaRoutesProvider,
  HTML_RESPONSE_STATUS,
  isLoggedIn,
  needsLoginAction,
  selectErrorPage,
  useHanpanStore,
  useLocation,
  type ErrorStatus,
} from '@hanpan/platform';
import { manifestSnapshot, subscribeRemotes } from './federation/registry';
import { useRemotesRefresh } from './federation/useRemotesRefresh';
import { LAYOUT_COMPONENTS, layoutOf } from './layouts';
import { areaRoutesOf, resolveRoute, routeOf, RouteContent } from './routes';
import { PagePlaceholder } from './features/common/LoadingFrame';
import { LazyPart } from './features/common/LazyPart';
import { NeedActionBox } from './features/member';
import { isPartnerBlocked } from './middleware/rules';
import { useNavigationMiddleware } from './middleware/useNavigationMiddleware';
import { useTraversalBeforeStart } from './routes/useTraversalBeforeStart';
import { ErrorPage } from './pages';
import { ShellErrorBoundary } from './routes/ShellErrorBoundary';
import { ShellOverlays } from './popups/ShellOverlays';
import { siteTitle } from './siteTitle';

const ERROR_STATUSES: readonly number[] = [403, 404, 500, 999];
const asErrorStatus = (status: number): ErrorStatus => (ERROR_STATUSES.includes(status) ? status : 999) as ErrorStatus;

/** Says the page shown now and moves the focus to it (a chunk of its own: the first page never needs it). */
const announcePage = () => void import(/* webpackChunkName: "route-announcer" */ './routes/announceRoute').then((m) => m.announceRoute());

export function App() {
  const { pathname } = useLocation();
  const { manifest, loaded } = useSyncExternalStore(subscribeRemotes, manifestSnapshot, manifestSnapshot);
  const resolved = useMemo(() => resolveRoute(pathname, manifest, loaded), [pathname, manifest, loaded]);
  const route = routeOf(resolved);
  const pending = resolved.kind === 'unresolved' && resolved.pending;
  const mobileSite = useHanpanStore((s) => s.global.site === 'mobile');
  const layout = layoutOf(resolved, pathname, mobileSite);
  const Layout = LAYOUT_COMPONENTS[layout];
  const areaRoutes = useMemo(() => areaRoutesOf(resolved, manifest), [resolved, manifest]);
  useTraversalBeforeStart();

  useRemotesRefresh();
  // the page shown last: moving to another one is said to screen readers (not the first page)
  const shownPath = useRef('');
  // Written when the path or the route's title changes, not when a manifest refresh only renews
  // the route object: a page that refined the title with its data (a product's name) keeps it.
  // (no route: the 404 page writes its own)
  const title = route ? siteTitle(route.pageInfo.title) : null;
  useEffect(() => {
    if (pending) return;
    if (title) document.title = title;
    if (shownPath.current && shownPath.current !== pathname) announcePage();
    shownPath.current = pathname;
  }, [pathname, title, pending]);

  const { fatalStatus } = useNavigationMiddleware(route, !pending);
  const errorPage = useHanpanStore(selectErrorPage);
  const clearErrorPage = useHanpanStore((s) => s.clearErrorPage);
  // an error page put in place of the page shown (the casino's adult-only refusal): said and focused
  // like a new page (QA: the focus fell to the body, nothing was read); not the first page's
  const errorStatus = fatalStatus ?? errorPage?.status ?? null;
  const errorShown = useRef(errorStatus);
  useEffect(() => {
    if (errorStatus !== null && errorStatus !== errorShown.current) announcePage();
    errorShown.current = errorStatus;
  }, [errorStatus]);
  // Member-only pages wait for the member state: a guest never loads the page (the middleware
  // shows '로그인 후, 이용해 주세요.' and the login).
  const memberKnown = useHanpanStore((s) => s.global.memberResolved);
  const loggedIn = useHanpanStore(isLoggedIn);
  const waitingForLogin = !!route?.requiresLogin && !(memberKnown && loggedIn);
  const needsAction = useHanpanStore(needsLoginAction);
  // set from the host before the first render (bootstrap), then from the server's member state
  const publisher = useHanpanStore((s) => s.global.publisher);
  // Partner users never see a blocked page; the middleware shows the alert and leaves.
  const blocked = isPartnerBlocked(pathname, publisher, route);

  return (
    <AreaRoutesProvider value={areaRoutes}>
      {/* a frame that is a chunk of its own and fails to arrive: the Korean message with 다시 시도, not a blank page */}
      <ShellErrorBoundary key={layout}>
        <Layout route={route} areaRoutes={areaRoutes} notFound={resolved.kind === 'notFound'}>
          {fatalStatus ? (
            <ErrorPage status={fatalStatus} />
          ) : errorPage ? (
            <ErrorPage status={asErrorStatus(errorPage.status)} onRetry={errorPage.status === HTML_RESPONSE_STATUS ? clearErrorPage : undefined} />
          ) : blocked ? (
            <div data-testid="partner-blocked" style={{ minHeight: 240 }} />
          ) : waitingForLogin ? (
            // a partner member who has not taken the login's step (declined its notice): its box, not a page that never comes
            needsAction ? (
              <LazyPart loading={<PagePlaceholder />}>
                <NeedActionBox />
              </LazyPart>
            ) : (
              <PagePlaceholder />
            )
          ) : (
            <RouteContent resolved={resolved} />
          )}
        </Layout>
      </ShellErrorBoundary>
      <ShellOverlays />
    </AreaRoutesProvider>
  );
}
