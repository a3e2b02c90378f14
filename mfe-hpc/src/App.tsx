// The area's routes under the shell's location (controlled Router inside RemoteRoutes).
import { RemoteRoutes, type RemoteProps } from '@hanpan/platform';
import { HpcPage } from './pages/HpcPage';

export function App({ location, navigate }: RemoteProps) {
  return <RemoteRoutes remote="mfe_hpc" location={location} navigate={navigate} renderPage={(route) => <HpcPage route={route} />} />;
}
