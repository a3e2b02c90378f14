// Start-up in tasks a phone gets through quickly, with the browser free to paint and answer input
// between them: the libraries (React, react-query, styled-components, the platform) evaluate here,
// the shell's own modules and the page's state in the next task (./start, in this chunk), and
// hydration after that, itself in slices (a transition).
import { hydrateRoot } from 'react-dom/client';
import { queryClient } from '@hanpan/platform';
import { nextTask } from './nextTask';

// referenced, so they are evaluated in this task
void [hydrateRoot, queryClient];
void nextTask().then(() => import(/* webpackMode: "eager" */ './start'));
