// Shell mount point: the one BrowserRouter of the page (its history is the single source of
// truth; remotes follow it through parcel props).
import { createRoot } from 'react-dom/client';
import { BrowserRouter, detectSite, hanpanStore, RootProviders } from '@hanpan/platform';
import { App } from './App';
import {
  activeOverrides,
  initFederation,
  installPrefetch,
  markRemotesStale,
  refreshRemotes,
  safeLocalStorage,
  setRemoteOverrides,
  takeOverrideParams,
  watchRemoteEvents,
} from './federation';
import { portalConfig } from './federation/portalConfig';

// The publisher and site by host name before the first render (the server's member state confirms it).
const site = detectSite(window.location.hostname, portalConfig().site);
hanpanStore.getState().setPublisher(site.publisher, site.isMobileSite ? 'mobile' : 'pc');

// team overrides: ?hanpan-override=mfe_shop=<url> is stored and leaves the address before the
// router reads it; honoured only where the server allows (outside production, or staff)
const storage = safeLocalStorage();
const cleaned = takeOverrideParams(window.location.href, storage);
if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
setRemoteOverrides(activeOverrides(portalConfig().overrides, storage));

initFederation();
void refreshRemotes({ force: true });
installPrefetch(document);
// deploy/rollback pushed by the server: re-read the manifest at the next navigation (the revision
// on <html> lets tests and support see that the notice arrived)
watchRemoteEvents((revision) => {
  markRemotesStale();
  document.documentElement.dataset.remotesRevision = String(revision);
});

createRoot(document.getElementById('root')!).render(
  <RootProviders>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </RootProviders>,
);
