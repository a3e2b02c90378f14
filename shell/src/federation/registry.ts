// Remote registration and loading: reads /remotes.json (no-store), registers entries with the
// federation runtime (force when a version changed) and loads exposed modules. Retry, timeouts
// and the compatibility check are runtime plugins (./runtime-plugins); this file maps what still
// fails to the fallback's RemoteLoadError. The runtime itself (./host) loads with the first remote
// the page needs; entries registered before wait for it.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  PLATFORM_VERSION,
  provideRemoteModuleLoader,
  satisfiesRange,
  type LayerComponents,
  type RemoteLifecycles,
  type RemoteName,
} from '@hanpan/platform';
import { changedRemotes, fetchRemotesManifest, REMOTES_MANIFEST_URL, type RemotesManifest } from './manifest';
import { portalConfig } from './portalConfig';
import { applyOverrides, type Overrides } from './overrides';
import { RemoteLoadError } from './errors';
import { clearFailure, fetchWithTimeout, lastFailure, type CompatibilityRules } from './runtime-plugins';

type RemoteEntry = ReturnType<typeof runtimeEntryOf>;

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

/** Team overrides in force for this page (set once at start-up; a reset reloads the page). */
export function setRemoteOverrides(next: Overrides): void {
  overrides = next;
}
export const remoteOverrides = (): Overrides => overrides;

/**
 * What the federation runtime loads for a manifest entry. The shell's runtime is built without
 * the manifest-snapshot code (`disableSnapshot`, ~8 KB gzip on every page), so an mf-manifest.json
 * URL becomes the remoteEntry.js published beside it (every build names it so). A remoteEntry.js
 * does not name its global: the container name is it.
 */
export function runtimeEntryOf(name: RemoteName, entry: string, base: string): { name: RemoteName; entry: string; entryGlobalName: string } {
  const url = new URL(entry, base);
  url.pathname = url.pathname.replace(/\/mf-manifest\.json$/, '/remoteEntry.js');
  return { name, entry: url.href, entryGlobalName: name };
}

/** What the host's compatibility plugin checks a remote against (its deployed declarations). */
const compatibilityRules = (): CompatibilityRules => ({
  platformVersion: PLATFORM_VERSION,
  requiredRange: (remote) => manifest[remote as RemoteName]?.declarations?.platform.requires,
  satisfies: satisfiesRange,
});

// the federation host once created (./host: loaded with the first remote the page needs, with its
// runtime plugins) and every entry known so far (it registers them when created)
let host: ModuleFederation | null = null;
let creating: Promise<ModuleFederation> | null = null;
const entries = new Map<RemoteName, RemoteEntry>();

function federationHost(): Promise<ModuleFederation> {
  if (host) return Promise.resolve(host);
  if (!creating) {
    // the chunk name is checked by the shell webpack config (FEDERATION_HOST_CHUNK)
    const created = import(/* webpackChunkName: "federation-host" */ './host').then(({ createFederationHost }) => {
      host = createFederationHost(compatibilityRules());
      if (entries.size) host.registerRemotes([...entries.values()]);
      return host;
    });
    // a chunk that failed to load is tried again with the next remote
    created.catch(() => {
      if (creating === created) creating = null;
    });
    creating = created;
  }
  return creating;
}

function register(names: RemoteName[], next: RemotesManifest, force: boolean) {
  const remotes = names.flatMap((name) => {
    const info = next[name];
    return info ? [runtimeEntryOf(name, info.entry, window.location.href)] : [];
  });
  for (const remote of remotes) entries.set(remote.name, remote);
  if (remotes.length && host) host.registerRemotes(remotes, { force });
  for (const key of [...modules.keys()]) if (names.some((n) => key.startsWith(`${n}/`))) modules.delete(key);
  names.forEach(clearFailure);
}

/** Once, at start-up: the loader other remotes use (platform.loadRemoteModule). */
export function initFederation(): void {
  provideRemoteModuleLoader((remote, exposed) => loadExposed(remote, exposed));
}

/**
 * The manifest the page was server-rendered with (read by the portal server a moment ago): the
 * first render resolves routes exactly as the server did. The server only sets it (no runtime).
 */
export function seedRemotes(served: RemotesManifest, { registerAll = true }: { registerAll?: boolean } = {}): void {
  const next = applyOverrides(served, overrides);
  manifest = next;
  lastReadAt = Date.now();
  loaded = true;
  const names = Object.keys(next) as RemoteName[];
  if (registerAll && names.length) register(names, next, false);
  publish();
}

/** A deploy or rollback was announced: the next refresh (next navigation) reads the manifest again. */
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
  const federation = federationHost();
  // a read in flight decides what loads (at start-up the server's manifest only drew the page)
  if (reading) await reading;
  if (!manifest[name]) await refreshRemotes({ force: true });
  if (!manifest[name]) throw new RemoteLoadError(name, 'not-deployed');
  try {
    const mod = await (await federation).loadRemote<T>(`${name}/${exposed}`);
    if (!mod) throw new Error(`${name}/${exposed}: empty module`);
    return mod;
  } catch (error) {
    throw new RemoteLoadError(name, lastFailure(name)?.kind ?? 'load', error);
  }
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
