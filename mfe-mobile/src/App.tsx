// The area's routes under the shell's location (controlled Router inside RemoteRoutes).
import { RemoteRoutes, type RemoteProps } from '@hanpan/platform';
import { MobilePage } from './pages/MobilePage';

export function App({ location, navigate }: RemoteProps) {
  return <RemoteRoutes remote="mfe_mobile" location={location} navigate={navigate} renderPage={(route) => <MobilePage route={route} />} />;
}
