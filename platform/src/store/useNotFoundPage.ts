// A page that finds its own address invalid (an id that cannot exist) shows the 404 page. A server
// render runs no effects, so there it says so while rendering: the render then reports the status
// (ssr/renderedErrorStatus) and the portal answers 404, not 200 with the page's skeleton.
import { useEffect } from 'react';
import { hanpanStore } from './hanpanStore';

export function useNotFoundPage(notFound: boolean): void {
  if (notFound && typeof window === 'undefined') hanpanStore.getState().showErrorPage(404);
  useEffect(() => {
    if (notFound) hanpanStore.getState().showErrorPage(404);
  }, [notFound]);
}
