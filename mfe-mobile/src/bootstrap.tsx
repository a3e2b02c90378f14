// Standalone dev mount (`npm run dev -w mfe-mobile`): the same App the shell mounts as a parcel.
import { mountStandalone } from '@hanpan/platform/standalone';
import { App } from './App';
import { MOBILE_ROUTES } from './routes';

const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
mountStandalone(App, MOBILE_ROUTES, el);
