// Server render of the shell frame (built by ssr-build.mjs into dist/ssr/, loaded by the portal
// server): the layout, header, navigation, personal zone and the shell's own pages with their
// data. A remote's page gets its layout and the remote's first screen from the deployed build's
// own server render (FrameRequest.renderRemote), or its loading skeleton when there is none; the
// remote's parcel hydrates that markup in the browser (federation/RemoteParcel.tsx).
//
// Isolation: the store (zustand), the remotes manifest and the API transport are page singletons
// (one per browser page, shared with the remotes as federation singletons), read directly by
// components and helpers. Rather than thread a per-request copy through every reader, a render
// takes the process-wide frame lock: it sets the singletons for its request, prefetches, renders
// to completion (onAllReady) and resets them before the next request's render starts. Renders are
// short (a few ms of CPU plus in-process API calls), so serialising them costs little; two members
// can never share a render (renderFrame.test.tsx renders two members concurrently). The
// QueryClient is per request (passed to the providers).
import type { ReactNode } from 'react';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  applyGameFromLocation,
  detectSite,
  gameMaintenancesQuery,
  globalMemberStateQuery,
  hanpanStore,
  isLoggedIn,
  PLATFORM_VERSION,
  RootProviders,
  Router,
  satisfiesRange,
  applyFrameStore,
  type Navigator,
  type SiteInfo,
} from '@hanpan/platform';
import { answerReadsWith, createServerQueryClient, oneAtATime, PLATFORM_BUILD, renderedErrorStatus, renderWithData } from '@hanpan/platform/ssr';
import type { FrameRequest, FrameResult, FrameStore, GlobalState, RenderedRemotePage } from '@hanpan/contracts';
import { currentKoreaOffsetSpan } from '@hanpan/contracts/korea-time';
import { App } from '../App';
import { seedRemotes } from '../federation/registry';
import { parseRemotesManifest, type RemotesManifest } from '../federation/manifest';
import { portalConfigFrom, setPortalConfig } from '../federation/portalConfig';
import { setServerRemotePage, type ServerRemotePage } from '../federation/serverRemotePage';
import { PC_ORIGIN_META, setPcSiteOrigin } from '../layouts/pcVersion';
import { setServerCsrfToken } from '../features/account/formCsrfToken';
import { fetchGlobalContents } from '../middleware/globalContents';
import { fetchMemberData } from '../middleware/memberData';
import { opensWithoutRedirect, shouldFetchMaintenance } from '../middleware/rules';
import { resolveRoute } from '../routes/resolveRoute';
import { InteractiveMark } from './InteractiveMark';
import { applyServedMaintenances, frameStateElement, type FrameState } from './frameState';

// Links inside the frame render as plain <a href>; nothing navigates on the server.
const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

function frameTree(url: string, client: QueryClient): ReactNode {
  return (
    <RootProviders client={client}>
      <Router location={url} navigator={staticNavigator} static>
        <App />
      </Router>
      <InteractiveMark />
    </RootProviders>
  );
}

/**
 * A remote page's first screen from the deployed build's server render, when the visitor may open
 * the page (no login, partner or mobile-site redirect first) and that build fits this platform;
 * null otherwise, or when it failed (the page keeps the loading skeleton).
 */
async function remotePageFor(request: FrameRequest, { pathname, search }: URL, manifest: RemotesManifest, site: SiteInfo, store: FrameStore): Promise<(RenderedRemotePage & ServerRemotePage) | null> {
  const resolved = resolveRoute(pathname, manifest, true);
  if (resolved.kind !== 'remote' || !request.renderRemote) return null;
  const visitor = { loggedIn: isLoggedIn(hanpanStore.getState()), publisher: site.publisher, isMobileSite: site.isMobileSite };
  if (!opensWithoutRedirect(resolved.route, pathname, visitor)) return null;
  const requires = manifest[resolved.remote]?.declarations?.platform.requires;
  if (requires && !satisfiesRange(PLATFORM_VERSION, requires)) return null;
  const page = await request
    .renderRemote(resolved.remote, { url: request.url, publisher: site.publisher, isMobileSite: site.isMobileSite, pageInfo: resolved.route.pageInfo, store, get: request.get })
    .catch(() => null);
  return page && { ...page, remote: resolved.remote, address: pathname + search };
}

/** The shell's queries, then the remote's that the shell did not read itself. */
function withRemoteQueries(state: DehydratedState, remote: unknown[]): DehydratedState {
  const known = new Set(state.queries.map((q) => q.queryHash));
  const added = remote.filter((q): q is DehydratedState['queries'][number] => {
    const hash = (q as { queryHash?: unknown } | null)?.queryHash;
    return typeof hash === 'string' && !known.has(hash);
  });
  return { ...state, queries: [...state.queries, ...added] };
}

export const renderFrame: (request: FrameRequest) => Promise<FrameResult> = oneAtATime(renderLocked);

/** A remote's renderer is used only when it bundles this same platform build (api/src/portal). */
export const platformBuild = PLATFORM_BUILD;

async function renderLocked(request: FrameRequest): Promise<FrameResult> {
  const restoreTransport = answerReadsWith(request.get);
  const config = portalConfigFrom((name) => request.meta[name] ?? null);
  setPortalConfig(config);
  setPcSiteOrigin(request.meta[PC_ORIGIN_META] ?? null);
  setServerCsrfToken(request.csrfToken);
  const manifest = parseRemotesManifest(request.manifest);
  seedRemotes(manifest);
  const site = detectSite(request.hostname, config.site);
  const client = createServerQueryClient();
  const url = new URL(request.url, 'http://portal.invalid');
  try {
    // SPEC §7's start-up calls: who is there, then the member's data (the middleware's own fetch)
    hanpanStore.setState(hanpanStore.getInitialState(), true);
    applyFrameStore(hanpanStore, site, { globalState: null, mainMembershipId: null, hpc: null });
    const globalState: GlobalState | null = await client.fetchQuery(globalMemberStateQuery()).catch(() => null);
    if (globalState) applyFrameStore(hanpanStore, site, { globalState, mainMembershipId: null, hpc: null });
    await fetchMemberData(hanpanStore, client, site.isMobileSite ? 'mobile' : 'pc').catch(() => undefined);
    // the rest of the first navigation's reads (the browser then asks for none of them again)
    await fetchGlobalContents(client, site.isMobileSite);
    // the home's maintenances as a PC reads them
    if (shouldFetchMaintenance(url.pathname, false)) await client.fetchQuery(gameMaintenancesQuery()).catch(() => undefined);
    const member = hanpanStore.getState().member;
    const frameStore: FrameStore = { globalState, mainMembershipId: member.mainMembershipId, hpc: member.hpc };
    // the store exactly as the browser will build it before hydrating
    hanpanStore.setState(hanpanStore.getInitialState(), true);
    applyFrameStore(hanpanStore, site, frameStore);
    applyGameFromLocation(url.pathname, url.search, hanpanStore);
    // the browser sets the same list from the page before it hydrates
    applyServedMaintenances(hanpanStore, client);

    const remotePage = await remotePageFor(request, url, manifest, site, frameStore);
    setServerRemotePage(remotePage);
    const { html, styles } = await renderWithData(() => frameTree(request.url, client), client);
    const queries = withRemoteQueries(dehydrate(client), remotePage?.queries ?? []);
    const { errorPage } = hanpanStore.getState().global;
    const state: FrameState = { manifest, store: frameStore, queries, koreaOffset: currentKoreaOffsetSpan(), serverTime: Date.now(), errorPage };
    const errorStatus = renderedErrorStatus() ?? remotePage?.errorStatus;
    return { html, styles: styles + (remotePage?.styles ?? ''), state: frameStateElement(state), memberNo: member.memberNo, ...(errorStatus ? { errorStatus } : {}) };
  } finally {
    client.clear();
    hanpanStore.setState(hanpanStore.getInitialState(), true);
    setServerRemotePage(null);
    seedRemotes({});
    setPortalConfig(undefined);
    setPcSiteOrigin(undefined);
    setServerCsrfToken(undefined);
    restoreTransport();
  }
}
