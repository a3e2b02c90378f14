// Start-up in tasks a phone gets through quickly, with the browser free to paint and answer input
// between them. The federation runtime has fetched every library this chunk needs before it runs;
// evaluating them is what costs (~90 ms in one task on the mobile preset), so each big one
// evaluates in a task of its own: React DOM, styled-components, react-query, the platform (store,
// API client, router, theme), then the shell's own modules and the page's state (./start, in this
// chunk), and hydration after that, itself in slices (a transition).
import { nextTask } from './nextTask';

const inOrder = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
  () => import(/* webpackMode: "eager" */ '@hanpan/platform'),
  () => import(/* webpackMode: "eager" */ './start'),
];
void inOrder.reduce<Promise<unknown>>((previous, evaluate) => previous.then(nextTask).then(evaluate), Promise.resolve());
