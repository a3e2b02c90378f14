// Standalone dev mount (`npm run dev -w mfe-vip`): the same App the shell mounts as a parcel.
import { mountStandalone } from '@hanpan/platform/standalone';
import { App } from './App';
import { VIP_ROUTES } from './routes';

const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
mountStandalone(App, VIP_ROUTES, el);
