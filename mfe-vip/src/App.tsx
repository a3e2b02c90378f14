// The VIP area under the shell's location: its declared routes (./routes), each with its page
// (./pages). A VIP change made in a window popup reaches this page through the platform's balance
// channel (the platform's useMemberAction).
import { createAreaApp } from '@hanpan/platform';
import { VIP_PAGES } from './pages';
import { VIP_ROUTES } from './routes';

export const App = createAreaApp(VIP_ROUTES, VIP_PAGES);
