// Start-up in tasks a phone gets through quickly, with the browser free to paint and answer input
// between them. The federation runtime has fetched every library this chunk needs before it runs;
// evaluating them is what costs (~90 ms in one task on the mobile preset), so each big one
// evaluates in a task of its own: React DOM, styled-components, react-query, the platform (store,
// API client, router, theme), then the shell's own modules and the page's state (./start, in this
// chunk), and hydration after that, itself in slices (a transition).
import { nextTask } from './nextTask';

// (each reads one export in its `.then`, which webpack follows: a whole namespace never escapes and
// a build that can tree-shake these, like the monolith comparison, still does; the type check
// fails if a library renames the export)
const inOrder = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client').then((m) => m.hydrateRoot),
  () => import(/* webpackMode: "eager" */ 'styled-components').then((m) => m.ThemeProvider),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-query').then((m) => m.QueryClient),
  () => import(/* webpackMode: "eager" */ '@hanpan/platform').then((m) => m.queryClient),
  () => import(/* webpackMode: "eager" */ './start'),
];
void inOrder.reduce<Promise<unknown>>((previous, evaluate) => previous.then(nextTask).then(evaluate), Promise.resolve());
