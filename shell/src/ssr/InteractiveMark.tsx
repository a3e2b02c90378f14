// <html data-hydrated="1"> after React's first commit in the browser: the page's controls answer
// clicks from then on (a server-rendered page shows them earlier; the e2e navigation helper waits
// for it). Part of the server's tree too, so both trees have the same shape (useId).
import { useEffect } from 'react';

export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '1';
  }, []);
  return null;
}
