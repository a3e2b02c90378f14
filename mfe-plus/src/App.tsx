// The 플러스 area under the shell's location: its declared routes (./routes), each with its page
// (./pages). Member data refetches in place when another window (a payment popup) announces a change.
import { createAreaApp, type RemoteProps } from '@hanpan/platform';
import { useRefreshOnBalanceChange } from './features/membership/hooks/useRefreshOnBalanceChange';
import { PLUS_PAGES } from './pages';
import { PLUS_ROUTES } from './routes';

const AreaApp = createAreaApp(PLUS_ROUTES, PLUS_PAGES);

export function App(props: RemoteProps) {
  useRefreshOnBalanceChange();
  return <AreaApp {...props} />;
}
