// Start-up in tasks a phone gets through quickly, with the browser free to paint and answer input
// between them. The federation runtime has fetched every library this chunk needs before it runs;
// evaluating them is what costs (~90 ms in one task on the mobile preset), so each big one
// evaluates in a task of its own: React DOM, styled-components, react-query, the platform (store,
// API client, router, theme), then the shell's own modules and the page's state (./start, in this
// chunk), and hydration after that, itself in slices (a transition).
import { nextTask } from './nextTask';

// (webpackExports: one export each, so a whole namespace never escapes and a build that can
// tree-shake these, like the monolith comparison, still does)
const inOrder = [
  () => import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ 'styled-components'),
  () => import(/* webpackMode: "eager", webpackExports: ["QueryClient"] */ '@tanstack/react-query'),
  () => import(/* webpackMode: "eager", webpackExports: ["queryClient"] */ '@hanpan/platform'),
  () => import(/* webpackMode: "eager" */ './start'),
];
void inOrder.reduce<Promise<unknown>>((previous, evaluate) => previous.then(nextTask).then(evaluate), Promise.resolve());
