// The 플러스 area under the shell's location: its declared routes (./routes), each with its page
// (./pages). Member data refetches in place when another window announces a change (the platform's
// shared QueryClient listens once per page).
import { createAreaApp } from '@hanpan/platform';
import { PLUS_PAGES } from './pages';
import { PLUS_ROUTES } from './routes';

export const App = createAreaApp(PLUS_ROUTES, PLUS_PAGES);
