// The federation runtime's side of the registry (./registry): downloaded with the first remote the
// page needs, in the federation-host chunk beside the runtime itself (./host), so the home page and
// the shell's own pages carry neither. The registry keeps the manifest; this registers its entries
// with the runtime and maps what still fails to the fallback's RemoteLoadError.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { PLATFORM_VERSION, satisfiesRange, type RemoteName } from '@hanpan/platform';
import type { RemotesManifest } from './manifest';
import { RemoteLoadError } from './errors';
import { createFederationHost } from './host';
import { currentManifest } from './registry';
import { clearFailure, lastFailure } from './runtime-plugins';

/**
 * What the federation runtime loads for a manifest entry. The shell's runtime is built without
 * the snapshot plugin (`disableSnapshot`: the part that fetches an mf-manifest.json; runtime-core's
 * own snapshot handler stays, it is chosen by another flag), so an mf-manifest.json URL becomes the
 * remoteEntry.js published beside it (every build names it so). A remoteEntry.js does not name its
 * global: the container name is it.
 */
export function runtimeEntryOf(name: RemoteName, entry: string, base: string): { name: RemoteName; entry: string; entryGlobalName: string } {
  const url = new URL(entry, base);
  url.pathname = url.pathname.replace(/\/mf-manifest\.json$/, '/remoteEntry.js');
  return { name, entry: url.href, entryGlobalName: name };
}

const entriesOf = (names: RemoteName[], manifest: RemotesManifest) =>
  names.flatMap((name) => {
    const info = manifest[name];
    return info ? [runtimeEntryOf(name, info.entry, window.location.href)] : [];
  });

let host: ModuleFederation | null = null;

/** Created on the first load, with every entry of the manifest by then. */
function federationHost(): ModuleFederation {
  if (!host) {
    host = createFederationHost({
      platformVersion: PLATFORM_VERSION,
      requiredRange: (remote) => currentManifest()[remote as RemoteName]?.declarations?.platform.requires,
      satisfies: satisfiesRange,
    });
    const manifest = currentManifest();
    const remotes = entriesOf(Object.keys(manifest) as RemoteName[], manifest);
    if (remotes.length) host.registerRemotes(remotes);
  }
  return host;
}

/** Entries that changed; `force` for names the runtime knew (without it, it silently keeps the old entry). */
export function registerRemotes(names: RemoteName[], manifest: RemotesManifest, force: boolean): void {
  names.forEach(clearFailure);
  const remotes = entriesOf(names, manifest);
  if (host && remotes.length) host.registerRemotes(remotes, { force });
}

export async function loadRemoteModule<T>(name: RemoteName, exposed: string): Promise<T> {
  try {
    const mod = await federationHost().loadRemote<T>(`${name}/${exposed}`);
    if (!mod) throw new Error(`${name}/${exposed}: empty module`);
    return mod;
  } catch (error) {
    throw new RemoteLoadError(name, lastFailure(name)?.kind ?? 'load', error);
  }
}
