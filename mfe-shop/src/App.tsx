// The area's routes under the shell's location (controlled Router inside RemoteRoutes).
import { RemoteRoutes, type RemoteProps } from '@hanpan/platform';
import { ShopPage } from './pages/ShopPage';

export function App({ location, navigate }: RemoteProps) {
  return <RemoteRoutes remote="mfe_shop" location={location} navigate={navigate} renderPage={(route) => <ShopPage route={route} />} />;
}
