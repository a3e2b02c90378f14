// What every server render of the portal does (the shell's frame, a remote's first screen): API
// reads answered in process as the visitor, passes that declare the queries and fetch their data,
// then the render with it that collects styled-components' styles, and one render
// at a time per module copy (the store and the API transport are page singletons in the browser).
// Server-only: imported by server entries (`@hanpan/platform/ssr`), never by a browser bundle.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/queryClient';
import type { FrameRequest, PageErrorStatus } from '@hanpan/contracts';
import type { AxiosAdapter } from 'axios';
import { apiClient, plainClient } from '../api/client';
import { hanpanStore } from '../store/hanpanStore';

/** Renders to completion (every Suspense boundary resolved) and returns the markup. */
export function renderToMarkup(tree: ReactNode): Promise<string> {
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
    sink.on('finish', () => (html.includes('<script') ? reject(new Error('SSR: the markup needs an inline script')) : resolve(html)));
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

/** The query axios sends for `params`: no undefined or null values, an array as repeated keys. */
function queryString(params: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  return search.toString();
}

/** The API clients' transport for a server render: reads answered in process as the visitor. */
function inProcessAdapter(get: FrameRequest['get']): AxiosAdapter {
  return async (config) => {
    if ((config.method ?? 'get').toLowerCase() !== 'get') throw new Error(`SSR: only reads run on the server (${config.method} ${config.url})`);
    const query = queryString(config.params);
    const path = `${config.url ?? ''}${query ? (config.url?.includes('?') ? '&' : '?') + query : ''}`;
    const answer = await get(path);
    const headers = Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]));
    return { data: answer.body, status: answer.status, statusText: String(answer.status), headers, config, request: {} };
  };
}

/** Routes this module copy's API clients to `get` until the returned function restores them. */
export function answerReadsWith(get: FrameRequest['get']): () => void {
  const adapter = inProcessAdapter(get);
  const previous = [apiClient.useAdapter(adapter), plainClient.useAdapter(adapter)] as const;
  return () => {
    apiClient.useAdapter(previous[0]);
    plainClient.useAdapter(previous[1]);
  };
}

/** A render's own client: a failed read is not tried again (the browser fetches it once more). */
export function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

// what the tree reads through react-query but nobody prefetched yet (the first pass created them);
// a disabled query (a guest's member data) stays unfetched, as in the browser
const isEnabled = (query: Query): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};
const waitingForData = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && typeof query.options.queryFn === 'function' && isEnabled(query);

/** Render passes before the real one: a read that needs another's answer (a page's detail after its list) shows up a pass later. */
const MAX_DATA_PASSES = 3;

/**
 * Passes that declare what the tree reads and fetch it into `client` (until nothing new is
 * waiting), then the render with the data, collecting the styles (`<style>` tags for <head>).
 */
export async function renderWithData(tree: () => ReactNode, client: QueryClient): Promise<{ html: string; styles: string }> {
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    await renderToMarkup(tree());
    const waiting = client.getQueryCache().getAll().filter(waitingForData);
    if (waiting.length === 0) break;
    await Promise.allSettled(waiting.map((q) => q.fetch()));
  }
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToMarkup(sheet.collectStyles(tree()));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** Runs `work` calls one after another: a render sets page singletons and resets them when done. */
export function oneAtATime<A, R>(work: (arg: A) => Promise<R>): (arg: A) => Promise<R> {
  let queue: Promise<unknown> = Promise.resolve();
  return (arg) => {
    const run = queue.then(() => work(arg));
    queue = run.catch(() => undefined);
    return run;
  };
}

/**
 * The HTTP status of the error page the render ended on (a read answered 404 or 403 and the store
 * shows that page, as the browser will): a product that does not exist is a 404 for crawlers too.
 */
export function renderedErrorStatus(): PageErrorStatus | undefined {
  const status = hanpanStore.getState().global.errorPage?.status;
  return status === 403 || status === 404 ? status : undefined;
}
