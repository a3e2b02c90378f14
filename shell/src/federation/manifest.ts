// The remotes manifest served by the deployment: name → entry URL + version label.
import { REMOTE_NAMES, type RemoteName } from '@hanpan/platform';

export interface RemoteEntryInfo {
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** Deployed version label; a change means "re-register and remount". */
  version: string;
}
export type RemotesManifest = Partial<Record<RemoteName, RemoteEntryInfo>>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

const isRemoteName = (k: string): k is RemoteName => (REMOTE_NAMES as readonly string[]).includes(k);

/** Keeps the well-formed entries of known remotes; anything else is ignored (never throws). */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  const out: RemotesManifest = {};
  if (!json || typeof json !== 'object' || Array.isArray(json)) return out;
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    if (!isRemoteName(name) || !value || typeof value !== 'object') continue;
    const { entry, version } = value as Record<string, unknown>;
    if (typeof entry !== 'string' || !entry || typeof version !== 'string' || !version) continue;
    out[name] = { entry, version };
  }
  return out;
}

/** Remotes whose entry or version differ between two manifest reads (added ones included). */
export function changedRemotes(prev: RemotesManifest, next: RemotesManifest): RemoteName[] {
  return REMOTE_NAMES.filter((n) => {
    const a = prev[n], b = next[n];
    if (!b) return false;
    return !a || a.entry !== b.entry || a.version !== b.version;
  });
}

export async function fetchRemotesManifest(url = REMOTES_MANIFEST_URL, fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const res = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`remotes manifest ${res.status}`);
  return parseRemotesManifest(await res.json());
}
