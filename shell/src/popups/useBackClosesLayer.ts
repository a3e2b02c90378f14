// Back closes the open layer instead of leaving the page under it (a phone's Back above all), as
// players expect of a dialog: while a layer is open the page has one more history entry of the
// same address (its React Router state kept, so no navigation runs), and Back leaves that entry.
//
// A layer closed another way (its ×, a button, the page's own action) takes its entry out again,
// unless that same click began a navigation — going back then would undo it. Only the Navigation
// API tells that a navigation began (a location.assign to the payment page has no other trace), so
// without it (older browsers) Back leaves the page as before.
import { useEffect } from 'react';

const MARK = 'hanpanLayer';
/** This page load's marks (popup ids start again at every load; a reload keeps history.state). */
const LOAD = Math.random().toString(36).slice(2);

/** The layer whose entry is on top, while it is open. */
let openMark: string | null = null;
/** A closed layer's entry waiting to be taken out (a layer queued after it takes it over instead). */
let leaving: { mark: string; timer: ReturnType<typeof setTimeout>; stop(): void } | null = null;
let watching = false;
/** The next traversal is a closed layer's entry being taken out. */
let takingOut = false;

const markOf = (state: unknown): unknown => (state && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined);
const currentMark = () => markOf(window.history.state);
const withMark = (mark: string) => ({ ...(window.history.state as object | null), [MARK]: mark });

function navigationApi(): Navigation | null {
  return typeof window !== 'undefined' && 'navigation' in window ? window.navigation : null;
}

/**
 * An entry a navigation left behind (the layer's link opened another page): Back onto it shows the
 * page as it was, and Back from it would seem to do nothing (the same page), so that Back goes one
 * more step. A forward step onto it is left as it is.
 */
function watchLeftEntries(navigation: Navigation) {
  if (watching) return;
  watching = true;
  let skip = false;
  navigation.addEventListener('navigate', (event) => {
    const from = navigation.currentEntry;
    const mark = currentMark();
    const own = takingOut && event.navigationType === 'traverse';
    if (own) takingOut = false;
    skip =
      !own &&
      event.navigationType === 'traverse' &&
      typeof mark === 'string' &&
      mark !== openMark &&
      !!from &&
      event.destination.index < from.index &&
      event.destination.url === from.url;
  });
  window.addEventListener('popstate', () => {
    if (!skip) return;
    skip = false;
    window.history.back();
  });
}

/** While the layer `id` is open (and `shown`: not one that closes at once), Back closes it (`close`). */
export function useBackClosesLayer(id: number, close: () => void, shown = true): void {
  useEffect(() => {
    const navigation = navigationApi();
    if (!navigation || !shown) return;
    watchLeftEntries(navigation);
    const mark = `${LOAD}:${id}`;
    // the layer before it closed a moment ago: this one takes over its entry
    const handedOver = leaving !== null && currentMark() === leaving.mark;
    if (leaving) {
      clearTimeout(leaving.timer);
      leaving.stop();
      leaving = null;
    }
    if (handedOver) window.history.replaceState(withMark(mark), '');
    else window.history.pushState(withMark(mark), '');
    openMark = mark;

    let leftByBack = false;
    const onPopState = () => {
      if (currentMark() === mark) return;
      leftByBack = true;
      close();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (openMark === mark) openMark = null;
      if (leftByBack) return;
      let navigated = false;
      const onNavigate = () => {
        navigated = true;
      };
      navigation.addEventListener('navigate', onNavigate);
      const stop = () => navigation.removeEventListener('navigate', onNavigate);
      // after the click's own work (a navigate() after the layer's promise settled included)
      const timer = setTimeout(() => {
        stop();
        leaving = null;
        if (navigated || currentMark() !== mark) return;
        takingOut = true;
        window.history.back();
      }, 0);
      leaving = { mark, timer, stop };
    };
  }, [id, shown]);
}
