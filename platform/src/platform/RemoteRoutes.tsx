// A remote's router: controlled by the shell's location (never BrowserRouter/MemoryRouter in
// a remote — the shell's history is the single source of truth).
import { useMemo, type ReactNode } from 'react';
import { Route, Router, Routes } from './router';
import { createShellNavigator, type RemoteProps } from './remote-props';
import { routesOf, type PortalRoute, type RemoteName } from './routes';

export interface RemoteRoutesProps extends Pick<RemoteProps, 'location' | 'navigate'> {
  remote: RemoteName;
  /** Page of one route; the area's own pages replace the default view route by route. */
  renderPage: (route: PortalRoute) => ReactNode;
}

export function RemoteRoutes({ location, navigate, remote, renderPage }: RemoteRoutesProps) {
  const navigator = useMemo(() => createShellNavigator(navigate), [navigate]);
  const routes = useMemo(() => routesOf(remote), [remote]);
  return (
    <Router location={location} navigator={navigator}>
      <Routes>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={renderPage(r)} />
        ))}
      </Routes>
    </Router>
  );
}
