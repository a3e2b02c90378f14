// The 챔피언십(HPC) area under the shell's location: its declared routes (./routes), each with its page (./pages).
// (The shell reads the member once at start-up even here, where navigations skip the refresh.)
import { createAreaApp } from '@hanpan/platform';
import { HPC_PAGES } from './pages';
import { HPC_ROUTES } from './routes';

export const App = createAreaApp(HPC_ROUTES, HPC_PAGES);
