// Remote registration and loading: reads /remotes.json (no-store) and keeps the manifest the
// navigation and the routes read. Loading an exposed module takes ./loader (with the federation
// runtime, retry, timeouts and the compatibility check: ./host, ./runtime-plugins), downloaded with
// the first remote the page needs; entries read before it are registered when it arrives.
import { provideRemoteModuleLoader, type LayerComponents, type RemoteLifecycles, type RemoteName } from '@hanpan/platform';
import { changedRemotes, fetchRemotesManifest, REMOTES_MANIFEST_URL, type RemotesManifest } from './manifest';
import { portalConfig } from './portalConfig';
import { RemoteLoadError } from './errors';
import { fetchWithTimeout } from './runtime-plugins';

let manifest: RemotesManifest = {};
let loaded = false;
let lastReadAt = 0;
let reading: Promise<RemotesManifest> | null = null;
const modules = new Map<string, Promise<unknown>>();
let overrides: Overrides = {};
const listeners = new Set<() => void>();

export interface ManifestSnapshot {
  manifest: RemotesManifest;
  /** false until the first read finished (success or not). */
  loaded: boolean;
}
let snapshot: ManifestSnapshot = { manifest, loaded };
const publish = () => {
  snapshot = { manifest, loaded };
  listeners.forEach((l) => l());
};

export function subscribeRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const manifestSnapshot = (): ManifestSnapshot => snapshot;

export function remoteVersion(name: RemoteName): string | undefined {
  return manifest[name]?.version;
}
export function currentManifest(): RemotesManifest {
  return manifest;
}

/** Team overrides (./overrides): remote → the entry this browser loads instead of the deployed one. */
export type Overrides = Partial<Record<RemoteName, string>>;
/** Version label of an overridden remote (its remount key; shown by the fallback and tests). */
export const OVERRIDE_VERSION_PREFIX = 'override:';

/** The served manifest with the overridden entries (declarations of the deployed version kept). */
export function applyOverrides(served: RemotesManifest, overrides: Overrides): RemotesManifest {
  const out: RemotesManifest = { ...served };
  for (const [name, entry] of Object.entries(overrides) as [RemoteName, string][]) {
    out[name] = { ...served[name], entry, version: `${OVERRIDE_VERSION_PREFIX}${entry}` };
  }
  return out;
}

/** Team overrides in force for this page (set once at start-up; a reset reloads the page). */
export function setRemoteOverrides(next: Overrides): void {
  overrides = next;
}
export const remoteOverrides = (): Overrides => overrides;

type Loader = typeof import('./loader');
let loader: Loader | null = null;
let loading: Promise<Loader> | null = null;

function federationLoader(): Promise<Loader> {
  if (!loading) {
    // the chunk name is checked by the shell webpack config (CHUNKS_NOT_AT_START)
    const started = import(/* webpackChunkName: "federation-host" */ './loader').then((m) => (loader = m));
    // a chunk that failed to load is tried again with the next remote
    started.catch(() => {
      if (loading === started) loading = null;
    });
    loading = started;
  }
  return loading;
}

function register(names: RemoteName[], next: RemotesManifest, force: boolean) {
  for (const key of [...modules.keys()]) if (names.some((n) => key.startsWith(`${n}/`))) modules.delete(key);
  loader?.registerRemotes(names, next, force);
}

/** Once, at start-up: the loader other remotes use (platform.loadRemoteModule). */
export function initFederation(): void {
  provideRemoteModuleLoader((remote, exposed) => loadExposed(remote, exposed));
}

/**
 * The manifest the page was server-rendered with (read by the portal server a moment ago): the
 * first render resolves routes exactly as the server did. The server only sets it (no runtime).
 */
export function seedRemotes(served: RemotesManifest): void {
  manifest = applyOverrides(served, overrides);
  lastReadAt = Date.now();
  loaded = true;
  publish();
}

/** A deploy or rollback was announced: the next refresh (the next page) reads the manifest again. */
export function markRemotesStale(): void {
  lastReadAt = 0;
}

/** Re-reads the manifest when older than the TTL (or when forced); re-registers changed remotes. */
export function refreshRemotes({ force = false }: { force?: boolean } = {}): Promise<RemotesManifest> {
  if (reading) return reading;
  if (!force && Date.now() - lastReadAt < portalConfig().remotesTtlMs) return Promise.resolve(manifest);
  reading = fetchRemotesManifest(REMOTES_MANIFEST_URL, fetchWithTimeout as typeof fetch)
    .then((served) => {
      const next = applyOverrides(served, overrides);
      const prev = manifest;
      const changed = changedRemotes(prev, next);
      // names seen before need force: without it the runtime silently keeps the old entry
      const known = changed.filter((n) => prev[n]);
      const fresh = changed.filter((n) => !prev[n]);
      manifest = next;
      lastReadAt = Date.now();
      if (fresh.length) register(fresh, next, false);
      if (known.length) register(known, next, true);
      return next;
    })
    .catch((error: unknown) => {
      lastReadAt = Date.now();
      console.warn('[federation] remotes manifest unavailable', error);
      return manifest;
    })
    .finally(() => {
      reading = null;
      loaded = true;
      publish();
    });
  return reading;
}

async function loadOnce<T>(name: RemoteName, exposed: string): Promise<T> {
  // the runtime's code loads beside the manifest read
  const federation = federationLoader();
  // a read in flight decides what loads (at start-up the server's manifest only drew the page)
  if (reading) await reading;
  if (!manifest[name]) await refreshRemotes({ force: true });
  if (!manifest[name]) throw new RemoteLoadError(name, 'not-deployed');
  let load: Loader['loadRemoteModule'];
  try {
    load = (await federation).loadRemoteModule;
  } catch (error) {
    throw new RemoteLoadError(name, 'load', error);
  }
  return load<T>(name, exposed);
}

/** An exposed module of a remote (cached per deployed version; failures are not cached). */
export function loadExposed<T = unknown>(name: RemoteName, exposed: string): Promise<T> {
  const key = `${name}/${exposed}`;
  let p = modules.get(key) as Promise<T> | undefined;
  if (!p) {
    p = loadOnce<T>(name, exposed);
    modules.set(key, p);
    p.catch(() => {
      if (modules.get(key) === p) modules.delete(key);
    });
  }
  return p;
}

/** The remote's single-spa-react parcel lifecycles. */
export async function loadLifecycles(name: RemoteName): Promise<RemoteLifecycles> {
  // the lifecycles load single-spa-react on their first mount: fetch it alongside the remote
  void import('single-spa-react').catch(() => undefined);
  const mod = await loadExposed<RemoteLifecycles & { default?: RemoteLifecycles }>(name, 'lifecycles');
  const config = mod.default ?? mod;
  if (typeof config.mount !== 'function') throw new RemoteLoadError(name, 'load', new Error('no mount lifecycle'));
  return config;
}

/** The layer components a remote exposes (`./layers`). */
export async function loadLayers(name: RemoteName): Promise<LayerComponents> {
  const mod = await loadExposed<{ layers?: LayerComponents }>(name, 'layers');
  if (!mod.layers) throw new RemoteLoadError(name, 'load', new Error('no layers export'));
  return mod.layers;
}

/** 다시 시도: read the manifest again and load the remote from scratch. */
export async function retryRemote(name: RemoteName): Promise<void> {
  await refreshRemotes({ force: true });
  register([name], manifest, true);
}

export { isRemoteName } from '@hanpan/platform';
