// The area's routes under the shell's location (controlled Router inside RemoteRoutes).
import { RemoteRoutes, type RemoteProps } from '@hanpan/platform';
import { PlusPage } from './pages/PlusPage';

export function App({ location, navigate }: RemoteProps) {
  return <RemoteRoutes remote="mfe_plus" location={location} navigate={navigate} renderPage={(route) => <PlusPage route={route} />} />;
}
