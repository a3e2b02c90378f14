// The 모바일 사이트 area under the shell's location: its declared routes (./routes), each with its page (./pages).
import { createAreaApp } from '@hanpan/platform';
import { MOBILE_PAGES } from './pages';
import { MOBILE_ROUTES } from './routes';

export const App = createAreaApp(MOBILE_ROUTES, MOBILE_PAGES);
