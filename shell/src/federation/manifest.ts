// The remotes manifest served by the portal: name → entry URL + version, and what the deployed
// version declared (its routes, layers and platform range — published beside its entry).
import { isRemoteName, type PortalRoute, type RemoteDeclarations, type RemoteName } from '@hanpan/platform';

export interface RemoteEntryInfo {
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** Deployed version label; a change means "re-register and remount". */
  version: string;
  /** Absent when the deployed version published none (then its routes are unknown: fallback). */
  declarations?: RemoteDeclarations;
}
export type RemotesManifest = Partial<Record<RemoteName, RemoteEntryInfo>>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function isRoute(v: unknown): v is PortalRoute {
  return isObject(v) && typeof v.path === 'string' && typeof v.layout === 'string' && isObject(v.pageInfo) && typeof v.pageInfo.title === 'string';
}

function parseDeclarations(name: RemoteName, v: unknown): RemoteDeclarations | undefined {
  if (!isObject(v) || !Array.isArray(v.routes) || !isObject(v.platform) || typeof v.platform.requires !== 'string') return undefined;
  const layers = Array.isArray(v.layers) ? v.layers.filter((l): l is RemoteDeclarations['layers'][number] => isObject(l) && typeof l.key === 'string') : [];
  return {
    name,
    platform: { builtWith: String(v.platform.builtWith ?? ''), requires: v.platform.requires },
    routes: v.routes.filter(isRoute).map((r) => ({ ...r, owner: name })),
    layers: layers.map((l) => ({ ...l, owner: name })),
  };
}

/** Keeps the well-formed entries of known remotes; anything else is ignored (never throws). */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  const out: RemotesManifest = {};
  if (!isObject(json)) return out;
  for (const [name, value] of Object.entries(json)) {
    if (!isRemoteName(name) || !isObject(value)) continue;
    const { entry, version } = value;
    if (typeof entry !== 'string' || !entry || typeof version !== 'string' || !version) continue;
    const declarations = parseDeclarations(name, value.declarations);
    out[name] = declarations ? { entry, version, declarations } : { entry, version };
  }
  return out;
}

/** Remotes whose entry or version differ between two manifest reads (added ones included). */
export function changedRemotes(prev: RemotesManifest, next: RemotesManifest): RemoteName[] {
  return (Object.keys(next) as RemoteName[]).filter((n) => {
    const a = prev[n], b = next[n];
    return !!b && (!a || a.entry !== b.entry || a.version !== b.version);
  });
}

export async function fetchRemotesManifest(url = REMOTES_MANIFEST_URL, fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const res = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`remotes manifest ${res.status}`);
  return parseRemotesManifest(await res.json());
}
