// Preload hints for a remote's page: the browser would otherwise find the remote's code only after
// the shell's scripts ran (HTML → main.js → remoteEntry.js → the `lifecycles` expose chunk). The
// server knows the route's owner and its deployed version, so the page names those files in <head>
// and they download alongside main.js.
import fs from 'node:fs/promises';
import path from 'node:path';

/** The expose every remote's pages come from (shell/src/federation: loadExposed(name, './lifecycles')). */
const PAGES_EXPOSE = 'lifecycles';
const ORIGIN = 'http://portal.invalid';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A same-origin URL under /remotes/ (as served from the deploy folder), or null: absolute
 * URLs elsewhere, other paths, queries and fragments are never hinted.
 */
function remotesPath(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, new URL(base, ORIGIN));
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || url.search || url.hash || !url.pathname.startsWith('/remotes/')) return null;
  return url.pathname;
}

interface MfManifest {
  metaData?: { publicPath?: unknown };
  exposes?: Array<{ name?: unknown; path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

/** The scripts a page of the remote whose manifest is `manifestPath` starts with: remoteEntry.js, then the expose's sync chunks. */
export function remoteScripts(manifestPath: string, manifest: MfManifest): string[] {
  const entry = remotesPath('remoteEntry.js', manifestPath);
  if (!entry) return [];
  // chunks load from the remote's publicPath ('auto': the folder remoteEntry.js came from)
  const publicPath = manifest.metaData?.publicPath;
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, new URL(manifestPath, ORIGIN)).href : manifestPath;
  const expose = (Array.isArray(manifest.exposes) ? manifest.exposes : []).find((e) => e?.name === PAGES_EXPOSE || e?.path === `./${PAGES_EXPOSE}`);
  const sync = expose?.assets?.js?.sync;
  const chunks = (Array.isArray(sync) ? sync : [])
    .filter((s): s is string => typeof s === 'string' && /\.js$/.test(s))
    .map((s) => remotesPath(s, base))
    .filter((s): s is string => s !== null);
  return [...new Set([entry, ...chunks])];
}

/**
 * `<link rel="preload">` tags for a remote deployed at `entry` (its mf-manifest.json URL, as in
 * /remotes.json), read once per deployed version (version folders never change); '' when the
 * entry is not this deploy folder's or its mf-manifest.json is missing or unreadable.
 */
export function remotePreloader(remotesDir: string): (entry: string) => Promise<string> {
  const cache = new Map<string, string>();
  return async (entry) => {
    // the shell loads the remoteEntry.js beside the manifest (runtimeEntryOf in shell/src/federation/registry.ts)
    const manifestPath = remotesPath(entry, '/');
    if (!manifestPath || !manifestPath.endsWith('/mf-manifest.json')) return '';
    const file = path.join(remotesDir, ...manifestPath.slice('/remotes/'.length).split('/'));
    if (!file.startsWith(remotesDir + path.sep)) return '';
    const cached = cache.get(file);
    if (cached !== undefined) return cached;
    // not cached when unreadable: a transient failure does not turn the hints off for the version
    const raw = await fs.readFile(file, 'utf8').catch(() => null);
    if (raw === null) return '';
    let tags = '';
    try {
      // webpack loads chunks and remoteEntry.js without crossorigin (no output.crossOriginLoading),
      // so the preload has none either: the request modes match and the preloaded response is used
      tags = remoteScripts(manifestPath, JSON.parse(raw) as MfManifest)
        .map((href) => `<link rel="preload" as="script" href="${attr(href)}">`)
        .join('');
    } catch {
      tags = '';
    }
    cache.set(file, tags);
    return tags;
  };
}
