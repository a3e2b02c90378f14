// Back closes the open layer or confirm (as 취소) instead of leaving the page under it (a phone's
// Back above all), as players expect of a dialog: while one is open the page has one more history
// entry of the same address (its React Router state kept, so no navigation runs), and Back leaves
// that entry. Alerts keep Back as it was — the one that asks a guest to log in goes on to the login
// page when it closes, which Back must not do — except over a layer (its action's result): Back
// closes the top dialog first.
//
// A dialog closed another way (its ×, a button, the page's own action) takes its entry out again,
// unless that same click began a navigation — going back then would undo it. Only the Navigation
// API tells that a navigation began (a location.assign to the payment page has no other trace), so
// without it (older browsers) Back leaves the page as before.
import { useEffect } from 'react';
import { LAYER_ENTRY_MARK, layerEntryMarkOf } from './layerEntryMark';

/** This page load's marks (popup ids start again at every load; a reload keeps history.state). */
const LOAD = Math.random().toString(36).slice(2);

/** The open dialogs' entries (a confirm over a layer: both). */
const openMarks = new Set<string>();
/** A closed dialog's entry waiting to be taken out (a dialog queued after it takes it over instead). */
let leaving: { mark: string; timer: ReturnType<typeof setTimeout>; stop(): void } | null = null;
let watching = false;
/**
 * While a closed dialog's entry is being taken out: settles when that step has landed. Traversals
 * run one at a time, so the traversal seen meanwhile is that step.
 */
let takenOut: Promise<void> | null = null;

const currentMark = () => layerEntryMarkOf(window.history.state);
/** The popup id in a mark of this page load (`${LOAD}:${id}`): popups opened later have larger ones. */
const markId = (mark: string) => Number(mark.slice(LOAD.length + 1));
const withMark = (mark: string) => ({ ...(window.history.state as object | null), [LAYER_ENTRY_MARK]: mark });

function navigationApi(): Navigation | null {
  return typeof window !== 'undefined' && 'navigation' in window ? window.navigation : null;
}

/**
 * Forward leads to another page (not only to closed dialogs' entries of this one, which an entry
 * added now may well replace).
 */
function pagesAhead(navigation: Navigation): boolean {
  const here = navigation.currentEntry;
  if (!navigation.canGoForward || !here) return false;
  return navigation.entries().some((e) => e.index > here.index && e.url !== here.url);
}

/** A dialog's entry no dialog holds any more (left behind, or kept by a reload). */
const isLeftEntry = (mark: unknown) => typeof mark === 'string' && !openMarks.has(mark);

/**
 * An entry a navigation left behind (a layer's link opened another page): Back onto it shows the
 * page as it was, and Back from it would seem to do nothing (the same page), so that Back goes one
 * more step. Forward onto a closed dialog's entry (left behind by Back, which closed it) would do
 * nothing either: it goes on to the next page when there is one (QA).
 */
function watchLeftEntries(navigation: Navigation) {
  if (watching) return;
  watching = true;
  let skip: 'back' | 'forward' | null = null;
  navigation.addEventListener('navigate', (event) => {
    const from = navigation.currentEntry;
    skip = null;
    if (takenOut !== null || event.navigationType !== 'traverse' || !from || event.destination.url !== from.url) return;
    if (event.destination.index < from.index && isLeftEntry(currentMark())) skip = 'back';
    else if (event.destination.index > from.index) skip = 'forward';
  });
  window.addEventListener('popstate', () => {
    const step = skip;
    skip = null;
    if (step === 'back') window.history.back();
    // (the landed entry's mark is known only now)
    else if (step === 'forward' && isLeftEntry(currentMark()) && navigation.canGoForward) window.history.forward();
  });
}

/**
 * At start-up, on an entry a dialog left (the page was reloaded while a layer was open): Back from
 * it would land on the same page and seem to do nothing, so it goes one more step, as above.
 */
export function watchEntryLeftBeforeReload(): void {
  const navigation = navigationApi();
  if (navigation) watchLeftEntries(navigation);
}

/** While the popup `id` is open (and `shown`: not one that closes at once), Back closes it (`close`). */
export function useBackClosesPopup(id: number, close: () => void, shown = true): void {
  useEffect(() => {
    const navigation = navigationApi();
    if (!navigation || !shown) return;
    watchLeftEntries(navigation);
    const mark = `${LOAD}:${id}`;
    let state: 'waiting' | 'open' | 'leftByBack' | 'gone' = 'waiting';
    const onPopState = () => {
      const now = currentMark();
      // on its own entry, or on one of a dialog opened over it (a confirm over a layer opened over
      // another, whose entry the confirm's closing took out: QA, the bottom layer closed)
      if (now === mark || (typeof now === 'string' && openMarks.has(now) && markId(now) > id)) return;
      state = 'leftByBack';
      close();
    };
    const open = () => {
      if (state !== 'waiting') return;
      // the dialog before it closed a moment ago: this one takes over its entry
      const handedOver = leaving !== null && currentMark() === leaving.mark;
      if (leaving) {
        clearTimeout(leaving.timer);
        leaving.stop();
        leaving = null;
      }
      if (handedOver) window.history.replaceState(withMark(mark), '');
      else if (pagesAhead(navigation)) {
        // an entry added now would drop the pages Forward leads to (QA: a layer that opens by itself
        // after Back and a reload cut them off): this dialog goes without one, and Back leaves the page
        state = 'gone';
        return;
      } else window.history.pushState(withMark(mark), '');
      openMarks.add(mark);
      state = 'open';
      window.addEventListener('popstate', onPopState);
    };
    // an entry on its way out (the last dialog's) is gone first: added now, that step would leave it
    if (takenOut) void takenOut.then(open);
    else open();

    return () => {
      window.removeEventListener('popstate', onPopState);
      const wasOpen = state === 'open';
      state = 'gone';
      openMarks.delete(mark);
      if (!wasOpen) return;
      let navigated = false;
      const onNavigate = () => {
        navigated = true;
      };
      navigation.addEventListener('navigate', onNavigate);
      const stop = () => navigation.removeEventListener('navigate', onNavigate);
      // after the click's own work (a navigate() after the dialog's promise settled included)
      const timer = setTimeout(() => {
        stop();
        leaving = null;
        if (navigated || currentMark() !== mark) return;
        // (the entry changes once the step lands, or at once if a navigation cut it short)
        takenOut = new Promise((resolve) =>
          navigation.addEventListener(
            'currententrychange',
            () => {
              takenOut = null;
              resolve();
            },
            { once: true },
          ),
        );
        window.history.back();
      }, 0);
      leaving = { mark, timer, stop };
    };
  }, [id, shown]);
}
