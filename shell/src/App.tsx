// The shell: matches the location against the route table, wraps the page in its layout,
// re-reads the remotes manifest on navigation (at most once per TTL).
import { useEffect, useMemo } from 'react';
import { useLocation } from '@hanpan/platform';
import { refreshRemotes } from './federation/registry';
import { LAYOUT_COMPONENTS } from './layouts';
import { matchShellRoute, RouteContent } from './routes';
import { detectSite, selectErrorPage, useHanpanStore, type ErrorStatus } from '@hanpan/platform';
import { portalConfig } from './federation/portalConfig';
import { isPartnerBlockedPath } from './middleware/rules';
import { useNavigationMiddleware } from './middleware/useNavigationMiddleware';
import { ErrorPage } from './pages/ErrorPage';
import { ShellOverlays } from './popups/ShellOverlays';

const ERROR_STATUSES: readonly number[] = [403, 404, 500, 999];
const asErrorStatus = (status: number): ErrorStatus => (ERROR_STATUSES.includes(status) ? status : 999) as ErrorStatus;

export const SITE_TITLE_SUFFIX = '한판';

export function App() {
  const { pathname } = useLocation();
  const match = useMemo(() => matchShellRoute(pathname), [pathname]);
  const route = match?.route ?? null;
  const Layout = LAYOUT_COMPONENTS[route?.layout ?? (pathname.startsWith('/mobile') ? 'mobile' : 'default')];

  useEffect(() => {
    void refreshRemotes();
    document.title = route ? `${route.pageInfo.title} | ${SITE_TITLE_SUFFIX}` : `페이지를 찾을 수 없습니다 | ${SITE_TITLE_SUFFIX}`;
  }, [pathname, route]);

  const { fatalStatus } = useNavigationMiddleware(route);
  const errorPage = useHanpanStore(selectErrorPage);
  const publisher = typeof window === 'undefined' ? 'hanpan' : detectSite(window.location.hostname, portalConfig().site).publisher;
  // Partner users never see a blocked page; the middleware shows the alert and leaves.
  const blocked = isPartnerBlockedPath(pathname, publisher);

  return (
    <>
      <Layout route={route}>
        {fatalStatus ? (
          <ErrorPage status={fatalStatus} />
        ) : errorPage ? (
          <ErrorPage status={asErrorStatus(errorPage.status)} />
        ) : blocked ? (
          <div data-testid="partner-blocked" style={{ minHeight: 240 }} />
        ) : (
          <RouteContent route={route} />
        )}
      </Layout>
      <ShellOverlays />
    </>
  );
}
