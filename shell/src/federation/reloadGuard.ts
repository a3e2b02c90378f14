// A chunk-load failure (usually: a redeploy removed the old chunk) reloads the page, at most
// once per RELOAD_GUARD_MS (SPEC §4, §9) so a real outage cannot cause a reload loop.
import { RELOAD_GUARD_MS } from '@hanpan/platform';

export const RELOAD_GUARD_KEY = 'hanpan:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module/i.test(message);
}

/** True (and the timestamp recorded) when a reload is allowed now. */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0) || 0;
  } catch {
    return false;
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false; // cannot remember it: do not risk a reload loop
  }
  return true;
}

/** Reloads when the error is a chunk-load failure and the guard allows it; returns whether it did. */
export function reloadOnChunkError(error: unknown, win: Pick<Window, 'sessionStorage' | 'location'> = window): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!claimChunkReload(win.sessionStorage)) return false;
  win.location.reload();
  return true;
}
