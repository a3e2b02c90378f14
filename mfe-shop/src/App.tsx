// The shop area under the shell's location: its declared routes (./routes), each with its page (./pages).
import { createAreaApp } from '@hanpan/platform';
import { SHOP_PAGES } from './pages';
import { SHOP_ROUTES } from './routes';

export const App = createAreaApp(SHOP_ROUTES, SHOP_PAGES);
