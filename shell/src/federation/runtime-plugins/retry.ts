// Retries with backoff: what the runtime fetches itself (fetch hook: manifests, should an entry be
// registered as mf-manifest.json again; the registry now registers remoteEntry.js), the remoteEntry.js
// (loadEntryError hook, new URL so the failed <script> is not reused) and the chunks of an exposed
// module (errorLoadRemote at 'onLoad': webpack forgets a failed chunk, so a second load re-requests
// it). What is still failing after the last attempt rejects: the shell shows the Korean fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordFailure, RemoteIncompatibleError, RemoteTimeoutError, remoteOfId } from './failures';
import { REMOTE_LOAD_ATTEMPTS, retryDelayMs, sleep } from './policy';
import { fetchWithTimeout } from './timeout';

/** Answers a retry cannot change (a missing file) are returned as they are. */
const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

const kindOf = (error: unknown) =>
  error instanceof RemoteTimeoutError || (error instanceof Error && /timeout|timed out/i.test(error.message)) ? 'timeout' : 'load';

const isChunkLoadFailure = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message));

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

export function retryPlugin(): ModuleFederationRuntimePlugin {
  /** Retries made per exposed module id while it keeps failing. */
  const moduleRetries = new Map<string, number>();
  return {
    name: 'hanpan-retry',

    async fetch(url, init, remoteInfo) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= REMOTE_LOAD_ATTEMPTS; attempt++) {
        if (attempt > 1) await sleep(retryDelayMs(attempt - 1));
        try {
          const res = await fetchWithTimeout(url, init);
          if (res.ok || !retryable(res.status)) return res;
          lastError = new Error(`${url}: HTTP ${res.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      if (remoteInfo) recordFailure(remoteInfo.name, kindOf(lastError), lastError);
      throw lastError;
    },

    // (the hook's declared return type nests a Promise in a Promise; the runtime awaits one value)
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      for (let retry = 1; retry < REMOTE_LOAD_ATTEMPTS; retry++) {
        await sleep(retryDelayMs(retry));
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry({
            origin,
            remoteInfo,
            remoteEntryExports,
            getEntryUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}retry=${retry}`,
          });
          if (entry) return entry;
        } catch (error) {
          recordFailure(remoteInfo.name, kindOf(error), error);
        }
      }
      return undefined;
    }) as unknown as LoadEntryErrorHook,

    async errorLoadRemote({ id, error, lifecycle, origin, from }) {
      const remote = remoteOfId(id);
      if (error instanceof RemoteIncompatibleError) {
        recordFailure(remote, 'incompatible', error);
        return undefined;
      }
      recordFailure(remote, kindOf(error), error);
      const done = moduleRetries.get(id) ?? 0;
      // manifest and entry failures were retried by the hooks above; here only a module's chunks
      if (lifecycle !== 'onLoad' || !isChunkLoadFailure(error) || done + 1 >= REMOTE_LOAD_ATTEMPTS) {
        moduleRetries.delete(id);
        return undefined;
      }
      moduleRetries.set(id, done + 1);
      await sleep(retryDelayMs(done + 1));
      try {
        const mod = await origin.loadRemote(id, { from });
        moduleRetries.delete(id);
        return mod;
      } catch {
        return undefined;
      }
    },
  };
}
