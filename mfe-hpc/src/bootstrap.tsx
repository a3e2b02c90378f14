// Standalone dev mount (`npm run dev -w mfe-hpc`): the same App the shell mounts as a parcel.
import { mountStandalone } from '@hanpan/platform/standalone';
import { App } from './App';
import { HPC_ROUTES } from './routes';

const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
mountStandalone(App, HPC_ROUTES, el);
