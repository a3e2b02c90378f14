// Whether this browser names a team override (./overrides) — in the address or in its storage: only
// then does the override code load (an engineer's browser; players never carry its bytes).
import { portalConfig } from './portalConfig';

export const OVERRIDE_STORAGE_PREFIX = 'hanpan:override:';
export const OVERRIDE_QUERY_PARAM = 'hanpan-override';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The storage keys of stored overrides (valid or not). */
export function storedOverrideKeys(storage: StorageLike | null): string[] {
  const keys: string[] = [];
  for (let i = 0; storage && i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(OVERRIDE_STORAGE_PREFIX)) keys.push(key);
  }
  return keys;
}

/** The address (its query string: a mere mention loads the code, which finds nothing) or the storage names an override. */
export const overrideNamed = (search: string, storage: StorageLike | null): boolean => search.includes(OVERRIDE_QUERY_PARAM) || storedOverrideKeys(storage).length > 0;

/**
 * Start-up: a browser that names an override loads their code, which stores the address's (taking
 * them out of it) and puts those the server allows here in force (outside production, or staff).
 * If it cannot load, the page runs on the deployed remotes.
 */
export function startNamedOverrides(): Promise<void> {
  const storage = safeLocalStorage();
  if (!overrideNamed(window.location.search, storage)) return Promise.resolve();
  return import(/* webpackChunkName: "overrides" */ './overrides').then((m) => m.startOverrides(portalConfig().overrides, storage)).catch(() => undefined);
}

export function safeLocalStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked: no overrides
  }
}
