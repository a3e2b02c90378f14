// Shell mount point (run by ./bootstrap): the one BrowserRouter of the page (its history is the
// single source of truth; remotes follow it through parcel props).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { applyFrameStore, applyGameFromLocation, BrowserRouter, detectSite, hanpanStore, isLoggedIn, knowKoreaOffsetSpan, knowServerTime, needsLoginAction, queryClient, RootProviders, lastFocusTarget, thisPageLoad } from '@hanpan/platform';
import { App } from './App';
import { preloadMemberViews } from './features/member';
import { opensWithoutRedirect } from './middleware/rules';
import { keyPageLoadEntry } from './middleware/scroll';
import { layerEntryMarkOf } from './popups/layerEntryMark';
import { preloadErrorPage, SHELL_PAGES } from './pages';
import { layoutOf, preloadHpcLayout, preloadMobileLayout, preloadPopupLayouts } from './layouts';
import { preloadRemoteParcel, resolveRoute } from './routes';
import {
  initFederation,
  installPrefetch,
  markRemotesStale,
  prefetchRemote,
  refreshRemotes,
  seedRemotes,
  watchRemoteEvents,
} from './federation';
import { portalConfig } from './federation/portalConfig';
import { readServerRemotePage, setServerRemotePage } from './federation/serverRemotePage';
import { applyServedMaintenances, readFrameState, receivedNow } from './ssr/frameState';
import { markReadMade } from './middleware/readsMade';
import { InteractiveMark } from './ssr/InteractiveMark';
import { nextTask } from './nextTask';

// The publisher and site by host name before the first render (the server's member state confirms it).
const site = detectSite(window.location.hostname, portalConfig().site);
// A server-rendered page: the first render must be the server's tree, so the store, the query
// cache and the manifest get what the server rendered with before React starts.
const frame = readFrameState(document);
if (frame) knowKoreaOffsetSpan(frame.koreaOffset);
// a wrong device clock learns the server's before the first render (the server drew its dates by
// its own) — but not from a page Back/Forward took from the HTTP cache (nothing transferred): its
// time is old. A member's page is never cached: Back fetches it again (QA: its time was ignored).
// It was rendered just before its first byte came (a phone runs this script seconds later): the
// device's clock then is now less the time since (timeOrigin drifts from Date after a sleep).
const load = thisPageLoad();
// (a browser that does not tell these: NaN, nothing learnt — the API's answers teach it)
if (frame && (load.type !== 'back_forward' || load.transferSize! > 0)) knowServerTime(frame.serverTime, Date.now() - performance.now() + load.responseStart!);
applyFrameStore(hanpanStore, site, frame?.store ?? { globalState: null, mainMembershipId: null, hpc: null });
// ?gameId= picks the home's game before the first render, as the server rendered it
applyGameFromLocation(window.location.pathname, window.location.search, hanpanStore);
if (frame) hydrate(queryClient, receivedNow(frame.queries));
if (frame?.store.globalState) markReadMade('memberState');
// the home's maintenances, when the server read them (in the query cache): drawn by the first render
if (frame) applyServedMaintenances(hanpanStore, queryClient);
if (frame) markReadMade('maintenances');
// the error page the server drew in place of the page: the first render is that page too
if (frame?.errorPage) {
  hanpanStore.getState().showErrorPage(frame.errorPage.status, frame.errorPage.message);
  markReadMade('errorPage');
}
keyPageLoadEntry(window);
// reloaded while a layer was open: its entry is still there (the watch goes with the popup host's
// code, which a page that had a layer likely needs again)
if (typeof layerEntryMarkOf(window.history.state) === 'string') {
  void import(/* webpackChunkName: "popup-host" */ './popups/useBackClosesPopup').then((m) => m.watchEntryLeftBeforeReload());
}
// a remote's first screen in the page: shown until the remote's own render takes over; its address
// is the router's (without the override parameter): the first render must hold the server's markup
if (frame) setServerRemotePage(readServerRemotePage(document, window.location.pathname + window.location.search));

initFederation();
// the server's manifest renders the first screen; the served one is read at once all the same
// (a deploy since the page was rendered, a manifest a test or support rewrites)
if (frame) seedRemotes(frame.manifest);
void refreshRemotes({ force: true });
installPrefetch(document);
// follows what takes focus from the start: the page's first dialog (its code loads with it) finds the button that opened it
lastFocusTarget();
// deploy/rollback pushed by the server: re-read the manifest at the next page (the revision
// on <html> lets tests and support see that the notice arrived)
watchRemoteEvents((revision) => {
  markRemotesStale();
  document.documentElement.dataset.remotesRevision = String(revision);
});

const page = (
  <RootProviders>
    <BrowserRouter>
      <App />
    </BrowserRouter>
    <InteractiveMark />
  </RootProviders>
);
const rootElement = document.getElementById('root')!;
if (frame) {
  // the page's own code is loaded before hydrating (the shell page's chunk or the parcel code of a
  // remote's page, a member's views): hydration never waits for it, so the store updates of the
  // first navigation find the page hydrated (a page still waiting would be drawn anew: its
  // placeholder flashes)
  const resolved = resolveRoute(window.location.pathname, frame.manifest, true);
  const state = hanpanStore.getState();
  const visitor = { loggedIn: isLoggedIn(state), publisher: state.global.publisher, isMobileSite: state.global.site === 'mobile' };
  const pageCode: (Promise<void> | undefined)[] = [];
  if (resolved.kind === 'shell') pageCode.push(SHELL_PAGES[resolved.route.pageInfo.name]?.preload());
  else if (resolved.kind === 'remote' && opensWithoutRedirect(resolved.route, window.location.pathname, visitor)) {
    // the remote itself (after the manifest read above) and its page's chunk load beside hydration, not after it
    pageCode.push(preloadRemoteParcel());
    prefetchRemote(resolved.remote, window.location.pathname);
  }
  // the page's frame when it is a chunk of its own (a popup's, the championship's, the mobile site's:
  // the PC frames' pages are drawn in it on the mobile host)
  const layout = layoutOf(resolved, window.location.pathname, visitor.isMobileSite);
  if (layout === 'popup' || layout === 'popup-ui') pageCode.push(preloadPopupLayouts());
  if (layout === 'hpc') pageCode.push(preloadHpcLayout());
  if (layout === 'mobile') pageCode.push(preloadMobileLayout());
  // an error page the server rendered (a 404, a refusal)
  if (document.querySelector('[data-page^="error-"]')) pageCode.push(preloadErrorPage());
  // what only members see (the header's account corner, the personal zone)
  if (visitor.loggedIn || needsLoginAction(state)) pageCode.push(preloadMemberViews());
  // (a chunk that fails now fails again inside the page's error boundary)
  void Promise.allSettled(pageCode)
    .then(nextTask)
    .then(() =>
      // as a transition React hydrates in slices and lets the browser answer between them (a phone
      // is not held for one long task); the page is on screen already
      startTransition(() => {
        hydrateRoot(rootElement, page, {
          // a mismatch is recovered by a client render: say so, the e2e suite fails on it
          onRecoverableError: (error) => console.error('[ssr] hydration recovered from an error', error),
        });
      }),
    );
} else {
  createRoot(rootElement).render(page);
}