// The VIP area under the shell's location: its declared routes (./routes), each with its page
// (./pages). VIP changes made in a window popup refresh the member's data here (./common/vipSync).
import type { RemoteProps } from '@hanpan/platform';
import { createAreaApp } from '@hanpan/platform';
import { VIP_PAGES } from './pages';
import { VIP_ROUTES } from './routes';
import { useVipChangeRefresh } from './common/useVipChangeRefresh';

const AreaApp = createAreaApp(VIP_ROUTES, VIP_PAGES);

export function App(props: RemoteProps) {
  useVipChangeRefresh();
  return <AreaApp {...props} />;
}
