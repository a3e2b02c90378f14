// Server render of the shell frame (built by ssr-build.mjs into dist/ssr/, loaded by the portal
// server): the layout, header, navigation, personal zone and the shell's own pages with their
// data; a remote's page gets its layout and loading skeleton (its content renders in the browser).
//
// Isolation: the store (zustand), the remotes manifest and the API transport are page singletons
// (one per browser page, shared with the remotes as federation singletons), read directly by
// components and helpers. Rather than thread a per-request copy through every reader, a render
// takes the process-wide frame lock: it sets the singletons for its request, prefetches, renders
// to completion (onAllReady) and resets them before the next request's render starts. Renders are
// short (a few ms of CPU plus in-process API calls), so serialising them costs little; two members
// can never share a render (renderFrame.test.tsx renders two members concurrently). The
// QueryClient is per request (passed to the providers).
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import {
  apiClient,
  createQueryClient,
  detectSite,
  globalMemberStateQuery,
  hanpanStore,
  plainClient,
  RootProviders,
  Router,
  type ApiClient,
  type Navigator,
} from '@hanpan/platform';
import type { FrameRequest, FrameResult, GlobalState } from '@hanpan/contracts';
import { App } from '../App';
import { seedRemotes } from '../federation/registry';
import { parseRemotesManifest } from '../federation/manifest';
import { portalConfigFrom, setPortalConfig } from '../federation/portalConfig';
import { fetchMemberData } from '../middleware/memberData';
import { InteractiveMark } from './InteractiveMark';
import { applyFrameStore, frameStateElement, type FrameState, type FrameStore } from './frameState';

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

/** Renders to completion (every Suspense boundary resolved) and returns the markup. */
function renderToMarkup(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    // React writes inline scripts only for content it streams in later: never expected here (and
    // the page's CSP would refuse them), so such markup is a failure (the page falls back)
    sink.on('finish', () => (html.includes('<script') ? reject(new Error('SSR: the frame markup needs an inline script')) : resolve(html)));
    const stream = renderToPipeableStream(tree, {
      // every boundary inline and complete: no streamed-in content, so no inline script at all
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // an error inside a boundary would hydrate as a client render (a warning): the page falls back instead
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
        stream.abort();
      },
    });
  });
}

// the API clients' transport (axios adapter), typed through the platform's client
type Transport = Extract<NonNullable<ApiClient['axios']['defaults']['adapter']>, (...args: never[]) => unknown>;

function inProcessAdapter(get: FrameRequest['get']): Transport {
  return async (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') throw new Error(`SSR: only reads run on the server (${config.method} ${config.url})`);
    const query = config.params ? new URLSearchParams(config.params as Record<string, string>).toString() : '';
    const path = `${config.url ?? ''}${query ? (config.url?.includes('?') ? '&' : '?') + query : ''}`;
    const answer = await get(path);
    const headers = Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]));
    return { data: answer.body, status: answer.status, statusText: String(answer.status), headers, config, request: {} };
  };
}

// what the frame's components read through react-query but nobody prefetched yet (the first pass
// created them); a disabled query (a guest's member data) stays unfetched, as in the browser
const isEnabled = (query: Query): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};
const waitingForData = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && typeof query.options.queryFn === 'function' && isEnabled(query);

let frameLock: Promise<unknown> = Promise.resolve();

export function renderFrame(request: FrameRequest): Promise<FrameResult> {
  const run = frameLock.then(() => renderLocked(request));
  frameLock = run.catch(() => undefined);
  return run;
}

async function renderLocked(request: FrameRequest): Promise<FrameResult> {
  const adapter = inProcessAdapter(request.get);
  const previousAdapters = [apiClient.axios.defaults.adapter, plainClient.axios.defaults.adapter] as const;
  apiClient.axios.defaults.adapter = adapter;
  plainClient.axios.defaults.adapter = adapter;
  const config = portalConfigFrom((name) => request.meta[name] ?? null);
  setPortalConfig(config);
  const manifest = parseRemotesManifest(request.manifest);
  seedRemotes(manifest, { registerAll: false });
  const site = detectSite(request.hostname, config.site);
  const client = createQueryClient();
  try {
    // SPEC §7's start-up calls: who is there, then the member's data (the middleware's own fetch)
    hanpanStore.setState(hanpanStore.getInitialState(), true);
    applyFrameStore(hanpanStore, site, { globalState: null, mainMembershipId: null, hpc: null });
    const globalState: GlobalState | null = await client.fetchQuery(globalMemberStateQuery()).catch(() => null);
    if (globalState) applyFrameStore(hanpanStore, site, { globalState, mainMembershipId: null, hpc: null });
    await fetchMemberData(hanpanStore, client, site.isMobileSite ? 'mobile' : 'pc').catch(() => undefined);
    const member = hanpanStore.getState().member;
    const frameStore: FrameStore = { globalState, mainMembershipId: member.mainMembershipId, hpc: member.hpc };
    // the store exactly as the browser will build it before hydrating
    hanpanStore.setState(hanpanStore.getInitialState(), true);
    applyFrameStore(hanpanStore, site, frameStore);

    // first pass: the components declare the rest of what they read; fetch it, then render for real
    await renderToMarkup(frameTree(request.url, client));
    await Promise.allSettled(client.getQueryCache().getAll().filter(waitingForData).map((q) => q.fetch()));

    const sheet = new ServerStyleSheet();
    try {
      const html = await renderToMarkup(sheet.collectStyles(frameTree(request.url, client)));
      const state: FrameState = { manifest, store: frameStore, queries: dehydrate(client) };
      return { html, styles: sheet.getStyleTags(), state: frameStateElement(state), memberNo: member.memberNo };
    } finally {
      sheet.seal();
    }
  } finally {
    client.clear();
    hanpanStore.setState(hanpanStore.getInitialState(), true);
    seedRemotes({}, { registerAll: false });
    setPortalConfig(undefined);
    [apiClient.axios.defaults.adapter, plainClient.axios.defaults.adapter] = previousAdapters;
  }
}
