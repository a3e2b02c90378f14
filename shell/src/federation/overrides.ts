// Team overrides (like single-spa's import-map-overrides): a browser points one remote at another
// build — a team's dev server or a published version not yet switched on — without touching the
// portal for anyone else.
//   localStorage['hanpan:override:mfe_shop'] = 'http://localhost:3001/mf-manifest.json'
//   or the query parameter ?hanpan-override=mfe_shop=<url> (stored, then removed from the address);
//   ?hanpan-override=mfe_shop= (empty) or ?hanpan-override=reset clears.
// The entry is an mf-manifest.json or a remoteEntry.js URL: http(s) or a same-origin path.
// The server says whether overrides are honoured (<meta name="hanpan:overrides">): outside
// production always, in production only for staff. This module loads only for a browser that names
// an override (./overrideNamed).
import { isRemoteName } from '@hanpan/platform';
import { OVERRIDE_QUERY_PARAM, OVERRIDE_STORAGE_PREFIX, storedOverrideKeys, type StorageLike } from './overrideNamed';
import { setRemoteOverrides, type Overrides } from './registry';

/** An entry URL we accept: http(s) anywhere, or a path on this origin. */
export function isOverrideUrl(value: string, base = 'http://localhost/'): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function readOverrides(storage: StorageLike | null): Overrides {
  const out: Overrides = {};
  for (const key of storedOverrideKeys(storage)) {
    const name = key.slice(OVERRIDE_STORAGE_PREFIX.length);
    const value = storage?.getItem(key);
    if (isRemoteName(name) && value && isOverrideUrl(value)) out[name] = value;
  }
  return out;
}

export function clearOverrides(storage: StorageLike | null): void {
  storedOverrideKeys(storage).forEach((k) => storage?.removeItem(k));
}

/**
 * Stores the overrides named in the query string and returns the address without them (null when
 * there were none). Where the server allows none (production, not staff) a link's entry is not kept:
 * a player who followed one would otherwise run it on the day the server allowed it; clearing works.
 */
export function takeOverrideParams(href: string, storage: StorageLike | null, allowed = true): string | null {
  const url = new URL(href);
  const values = url.searchParams.getAll(OVERRIDE_QUERY_PARAM);
  if (!values.length) return null;
  for (const value of values) {
    if (value === 'reset') {
      clearOverrides(storage);
      continue;
    }
    const at = value.indexOf('=');
    const name = at > 0 ? value.slice(0, at) : '';
    const entry = at > 0 ? value.slice(at + 1) : '';
    if (!isRemoteName(name)) continue;
    if (!entry) storage?.removeItem(OVERRIDE_STORAGE_PREFIX + name);
    else if (allowed && isOverrideUrl(entry)) storage?.setItem(OVERRIDE_STORAGE_PREFIX + name, entry);
  }
  url.searchParams.delete(OVERRIDE_QUERY_PARAM);
  return url.pathname + url.search + url.hash;
}

/** The overrides this page uses: none when the server does not allow them here. */
export function activeOverrides(allowed: boolean, storage: StorageLike | null): Overrides {
  return allowed ? readOverrides(storage) : {};
}

/**
 * At start-up, before the router reads the address: the address's overrides stored (and taken out
 * of it), and those the server allows here put in force.
 */
export function startOverrides(allowed: boolean, storage: StorageLike | null): void {
  const cleaned = takeOverrideParams(window.location.href, storage, allowed);
  if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
  setRemoteOverrides(activeOverrides(allowed, storage));
}
