// A remote's router: its own declared routes under the shell's location (controlled Router —
// never BrowserRouter/MemoryRouter in a remote: the shell's history is the single source of truth).
import { lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from '../ui/Skeleton';
import { PageInfoView } from './PageInfoView';
import { Route, Router, Routes } from './router';
import { createShellNavigator, type RemoteProps } from './remote-props';
import { matchRoutePath, type PortalRoute } from '../routing/routes';
import { AreaRoutesContext } from './areaRoutes';
import { RemoteSuspense } from './RemoteRootElement';

export interface RemoteRoutesProps extends Pick<RemoteProps, 'location' | 'navigate'> {
  /** The remote's own declarations (its src/routes). */
  routes: readonly PortalRoute[];
  /** Page of one route. */
  renderPage: (route: PortalRoute) => ReactNode;
}

export function RemoteRoutes({ location, navigate, routes, renderPage }: RemoteRoutesProps) {
  const navigator = useMemo(() => createShellNavigator(navigate), [navigate]);
  return (
    <AreaRoutesContext.Provider value={routes}>
      <Router location={location} navigator={navigator}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={renderPage(r)} />
          ))}
        </Routes>
      </Router>
    </AreaRoutesContext.Provider>
  );
}

/** A page of an area; a lazy one (`lazyPage`) can load its chunk ahead of the move (`preload`). */
export type AreaPage = ComponentType<{ route: PortalRoute }> & { preload?: () => Promise<unknown> };
/** Route pattern → page component of an area (each usually a lazy chunk). */
export type AreaPages = Readonly<Record<string, AreaPage>>;

/** `React.lazy` keeping its loader: a link to the page hovered or focused loads the page's chunk too (the shell's prefetch). */
export function lazyPage(load: () => Promise<{ default: ComponentType<{ route: PortalRoute }> }>): AreaPage {
  return Object.assign(lazy(load), { preload: load });
}

/** The app of an area, with the prefetch of the page a path opens. */
export type AreaApp = ComponentType<RemoteProps> & { preload(pathname: string): void };

/**
 * A remote's App: its declared routes under the shell's location, each with its page — or its page
 * info (title, breadcrumb, sub-navigation) while the area has not built that page.
 */
export function createAreaApp(routes: readonly PortalRoute[], pages: AreaPages): AreaApp {
  function AreaApp({ location, navigate }: RemoteProps) {
    return (
      <RemoteRoutes
        routes={routes}
        location={location}
        navigate={navigate}
        renderPage={(route) => {
          const Page = pages[route.path];
          return Page ? (
            <RemoteSuspense fallback={<Skeleton lines={6} />}>
              <Page route={route} />
            </RemoteSuspense>
          ) : (
            <PageInfoView route={route} />
          );
        }}
      />
    );
  }
  const preload = (pathname: string) => {
    const route = routes.find((r) => matchRoutePath(r.path, pathname));
    pages[route?.path ?? '']?.preload?.().catch(() => undefined); // (a failure shows when the page is opened)
  };
  return Object.assign(AreaApp, { preload });
}
