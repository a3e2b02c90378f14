// Start-up in tasks a phone gets through quickly, with the browser free to paint and answer input
// between them. webpack has fetched every library this chunk needs before it runs; evaluating them
// is what costs (~90 ms in one task on the mobile preset), so each big one evaluates in a task of
// its own: React DOM, styled-components, react-query's client, the platform's core (store, query
// client, theme), then the shell's own modules and the page's state (./start, in this chunk), and
// hydration after that, itself in slices (a transition).
import { nextTask } from './nextTask';

// (./startup modules, not the package entries: an entry in this chunk would bring everything the
// federation host offers the remotes onto every page — react-query's other hooks, the platform's
// remote-only parts —, which loads with the host instead; each step reads named exports in its
// `.then`, so the type check fails if one is renamed)
const inOrder: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client').then((m) => m.hydrateRoot),
  () => import(/* webpackMode: "eager" */ 'styled-components').then((m) => m.ThemeProvider),
  () => import(/* webpackMode: "eager" */ './startup/reactQuery').then((m) => m.QueryClient),
  () => import(/* webpackMode: "eager" */ './startup/platform').then((m) => [m.queryClient, m.useHanpanStore, m.theme]),
  // team overrides (./federation/overrides), before the router reads the address: their code loads
  // only for a browser that names one
  () => import(/* webpackMode: "eager" */ './federation/overrideNamed').then((m) => m.startNamedOverrides()),
  () => import(/* webpackMode: "eager" */ './start'),
];
void inOrder.reduce<Promise<unknown>>((previous, evaluate) => previous.then(nextTask).then(evaluate), Promise.resolve());
