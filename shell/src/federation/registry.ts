// Remote registration and loading: reads /remotes.json (no-store), registers entries with the
// federation runtime (force when a version changed), loads `<remote>/lifecycles` with a 3 s
// timeout and one automatic retry after a fresh manifest read.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { HTTP_TIMEOUT_MS, REMOTE_NAMES, type RemoteName } from '@hanpan/platform';
import type { ParcelConfigObject } from 'single-spa';

type ParcelConfig = ParcelConfigObject;
import { changedRemotes, fetchRemotesManifest, type RemotesManifest } from './manifest';
import { portalConfig } from './portalConfig';
import { RemoteLoadError } from './errors';

/** A remote slower than this shows the fallback (issue: "slow (over 3 s)"). */
export const REMOTE_LOAD_TIMEOUT_MS = HTTP_TIMEOUT_MS;

let manifest: RemotesManifest = {};
let lastReadAt = 0;
let reading: Promise<RemotesManifest> | null = null;
const lifecycles = new Map<RemoteName, Promise<ParcelConfig>>();
const listeners = new Set<() => void>();

export function subscribeRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function remoteVersion(name: RemoteName): string | undefined {
  return manifest[name]?.version;
}
export function currentManifest(): RemotesManifest {
  return manifest;
}

function register(names: RemoteName[], next: RemotesManifest, force: boolean) {
  const remotes = names.flatMap((name) => {
    const info = next[name];
    return info ? [{ name, entry: new URL(info.entry, window.location.href).href }] : [];
  });
  if (remotes.length) registerRemotes(remotes, { force });
  for (const n of names) lifecycles.delete(n);
}

/** Re-reads the manifest when older than the TTL (or when forced); re-registers changed remotes. */
export function refreshRemotes({ force = false }: { force?: boolean } = {}): Promise<RemotesManifest> {
  if (reading) return reading;
  if (!force && Date.now() - lastReadAt < portalConfig().remotesTtlMs) return Promise.resolve(manifest);
  reading = fetchRemotesManifest()
    .then((next) => {
      const prev = manifest;
      const changed = changedRemotes(prev, next);
      // names seen before need force: without it the runtime silently keeps the old entry
      const known = changed.filter((n) => prev[n]);
      const fresh = changed.filter((n) => !prev[n]);
      manifest = next;
      lastReadAt = Date.now();
      if (fresh.length) register(fresh, next, false);
      if (known.length) register(known, next, true);
      if (changed.length) listeners.forEach((l) => l());
      return next;
    })
    .catch((error: unknown) => {
      lastReadAt = Date.now();
      console.warn('[federation] remotes manifest unavailable', error);
      return manifest;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timeout')), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

async function loadOnce(name: RemoteName): Promise<ParcelConfig> {
  if (!manifest[name]) await refreshRemotes({ force: true });
  if (!manifest[name]) throw new RemoteLoadError(name, 'not-deployed');
  const mod = await withTimeout(loadRemote<ParcelConfig & { default?: ParcelConfig }>(`${name}/lifecycles`), REMOTE_LOAD_TIMEOUT_MS, name);
  if (!mod) throw new RemoteLoadError(name, 'load');
  const config = mod.default ?? mod;
  if (typeof config.mount !== 'function') throw new RemoteLoadError(name, 'load', new Error('no mount lifecycle'));
  return config;
}

/** Lifecycles of a remote (cached per deployed version; failures are not cached). */
export function loadLifecycles(name: RemoteName): Promise<ParcelConfig> {
  let p = lifecycles.get(name);
  if (!p) {
    p = loadOnce(name).catch(async (first: unknown) => {
      if (first instanceof RemoteLoadError && first.kind === 'timeout') throw first;
      // a redeploy may have moved the entry: read the manifest again, re-register, retry once
      await refreshRemotes({ force: true });
      register([name], manifest, true);
      return loadOnce(name).catch((second: unknown) => {
        throw second instanceof RemoteLoadError ? second : new RemoteLoadError(name, 'load', second);
      });
    });
    lifecycles.set(name, p);
    p.catch(() => {
      if (lifecycles.get(name) === p) lifecycles.delete(name);
    });
  }
  return p;
}

/** 다시 시도: forget everything about the remote and load it from scratch. */
export async function retryRemote(name: RemoteName): Promise<void> {
  await refreshRemotes({ force: true });
  register([name], manifest, true);
}

export function isRemoteName(owner: string): owner is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(owner);
}
