// The server render of this remote's first screen (dist/ssr/page.cjs, built by ../scripts/ssr-build.mjs
// after webpack and deployed with the browser files): the portal paints it before any JavaScript.
import { createRemotePageRenderer } from '@hanpan/platform/ssr';
import { App } from './App';

export const { renderRemotePage, platformBuild } = createRemotePageRenderer(App, 'mfe_vip');
