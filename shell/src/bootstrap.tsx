// Shell mount point: the one BrowserRouter of the page (its history is the single source of
// truth; remotes follow it through parcel props).
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { applyFrameStore, BrowserRouter, detectSite, hanpanStore, isLoggedIn, queryClient, RootProviders } from '@hanpan/platform';
import { App } from './App';
import { opensWithoutRedirect } from './middleware/rules';
import { SHELL_PAGES } from './pages';
import { preloadRemoteParcel, resolveRoute } from './routes';
import {
  activeOverrides,
  initFederation,
  installPrefetch,
  markRemotesStale,
  prefetchRemote,
  refreshRemotes,
  safeLocalStorage,
  seedRemotes,
  setRemoteOverrides,
  takeOverrideParams,
  watchRemoteEvents,
} from './federation';
import { portalConfig } from './federation/portalConfig';
import { readServerRemotePage, setServerRemotePage } from './federation/serverRemotePage';
import { markMemberStateFromServer, readFrameState, receivedNow } from './ssr/frameState';
import { InteractiveMark } from './ssr/InteractiveMark';

// The publisher and site by host name before the first render (the server's member state confirms it).
const site = detectSite(window.location.hostname, portalConfig().site);
// A server-rendered page: the first render must be the server's tree, so the store, the query
// cache and the manifest get what the server rendered with before React starts.
const frame = readFrameState(document);
applyFrameStore(hanpanStore, site, frame?.store ?? { globalState: null, mainMembershipId: null, hpc: null });
if (frame) hydrate(queryClient, receivedNow(frame.queries));
if (frame?.store.globalState) markMemberStateFromServer();
// a remote's first screen in the page: shown until the remote's own render takes over
if (frame) setServerRemotePage(readServerRemotePage(document));

// team overrides: ?hanpan-override=mfe_shop=<url> is stored and leaves the address before the
// router reads it; honoured only where the server allows (outside production, or staff)
const storage = safeLocalStorage();
const cleaned = takeOverrideParams(window.location.href, storage);
if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
setRemoteOverrides(activeOverrides(portalConfig().overrides, storage));

initFederation();
// the server's manifest renders the first screen; the served one is read at once all the same
// (a deploy since the page was rendered, a manifest a test or support rewrites)
if (frame) seedRemotes(frame.manifest);
void refreshRemotes({ force: true });
installPrefetch(document);
// deploy/rollback pushed by the server: re-read the manifest at the next navigation (the revision
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
  // the shell page the server rendered is loaded before hydrating: hydration never waits for its
  // chunk, so the store updates of the first navigation find it hydrated (not drawn anew)
  const resolved = resolveRoute(window.location.pathname, frame.manifest, true);
  const shellPage = resolved.kind === 'shell' ? SHELL_PAGES[resolved.route.pageInfo.name] : undefined;
  const state = hanpanStore.getState();
  const visitor = { loggedIn: isLoggedIn(state), publisher: state.global.publisher, isMobileSite: state.global.site === 'mobile' };
  if (resolved.kind === 'remote' && opensWithoutRedirect(resolved.route, window.location.pathname, visitor)) {
    // a remote's page: the parcel code and the remote (after the manifest read above) load beside
    // hydration instead of after it
    preloadRemoteParcel().catch(() => undefined);
    prefetchRemote(resolved.remote);
  }
  void (shellPage?.preload() ?? Promise.resolve())
    .catch(() => undefined) // a chunk that fails now fails again inside the page's error boundary
    .then(() =>
      hydrateRoot(rootElement, page, {
        // a mismatch is recovered by a client render: say so, the e2e suite fails on it
        onRecoverableError: (error) => console.error('[ssr] hydration recovered from an error', error),
      }),
    );
} else {
  createRoot(rootElement).render(page);
}