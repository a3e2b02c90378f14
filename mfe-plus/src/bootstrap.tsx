// Standalone dev mount (`npm run dev -w mfe-plus`): the same App the shell mounts as a parcel.
import { mountStandalone } from '@hanpan/platform/standalone';
import { App } from './App';

const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
mountStandalone(App, el);
