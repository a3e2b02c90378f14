// The area's routes under the shell's location (controlled Router inside RemoteRoutes).
import { RemoteRoutes, type RemoteProps } from '@hanpan/platform';
import { VipPage } from './pages/VipPage';

export function App({ location, navigate }: RemoteProps) {
  return <RemoteRoutes remote="mfe_vip" location={location} navigate={navigate} renderPage={(route) => <VipPage route={route} />} />;
}
