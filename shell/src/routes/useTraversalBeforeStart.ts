// A Back or Forward made while the page starts up, after the router read the address but before it
// listens (its listener comes with the first commit, and hydrating takes a while on a phone), moves
// the address but not the page: the page stayed on what the address no longer says. After the
// first commit the router listens: a difference between the address and what it rendered is told
// to it as the traversal it was.
import { useEffect } from 'react';
import { createPath, useLocation } from '@hanpan/platform';

export function useTraversalBeforeStart(): void {
  const rendered = createPath(useLocation());
  useEffect(() => {
    const { location, history } = window;
    if (location.pathname + location.search + location.hash !== rendered) window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    // once: later traversals reach the router itself
  }, []);
}
