// Scroll positions per history entry (location key), so back navigation on the mobile host can
// put the reader where they were. A remote (up to 3 s with retries) and its data (3 s more) may
// arrive long after the navigation: restoring retries until the page is tall enough, for at most
// RESTORE_WAIT_MS, and stops as soon as the reader scrolls or touches the page themselves.
// Positions outlive a page load (sessionStorage, per tab): back to an entry after a reload works too.
export const RESTORE_WAIT_MS = 10_000;
export const SCROLL_STORAGE_KEY = 'hanpan:scroll';
const MAX_KEPT = 50;
const RETRY_MS = 100;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export interface ScrollKeeper {
  /** Start recording the window's scroll position under this key; the key left (null: the page load's first entry). */
  track(key: string): string | null;
  saved(key: string): number | undefined;
  /** Scroll to y, retrying for up to `waitMs` while the page is still too short. */
  scrollTo(y: number, waitMs?: number): void;
  dispose(): void;
}

function readKept(win: Window | undefined): Map<string, number> {
  try {
    const raw: unknown = JSON.parse(win?.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(raw) ? raw.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number') : []);
  } catch {
    return new Map();
  }
}

/** The router's key of the browser's current history entry (every entry has one: keyPageLoadEntry). */
const browserEntryKey = (win: Window): unknown => (win.history.state as { key?: unknown } | null)?.key;

/**
 * Gives a page load's entry without router state (a typed address, a return from the payment
 * window, a login redirect) a key of its own. React Router calls every such entry 'default', so each
 * new page load would restore the position another page had under that key. The key lives in the
 * entry's history.state (React Router's own shape, read as the location's key), so a reload or a
 * later Back to this entry still finds its position.
 */
export function keyPageLoadEntry(win: Window, key = Math.random().toString(36).slice(2)): void {
  if (win.history.state === null) win.history.replaceState({ usr: null, key, idx: 0 }, '');
}

export function createScrollKeeper(win: Window | undefined = typeof window === 'undefined' ? undefined : window): ScrollKeeper {
  const positions = readKept(win);
  const keep = () => {
    try {
      win?.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_KEPT)));
    } catch {
      /* storage full or disabled: positions still work within this page load */
    }
  };
  let current: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const onScroll = () => {
    // while a restore waits for content, the clamped position is not the reader's
    if (current === null || !win || timer !== null) return;
    // The URL already points at the next entry while its page loads (the shell tracks it once the
    // route's rules are known): a shorter loading page clamps the scroll, which is not the left
    // entry's position.
    const entry = browserEntryKey(win);
    if (entry !== undefined && entry !== current) return;
    positions.set(current, win.scrollY);
  };
  if (win) {
    try {
      // The shell decides (browsers would restore before remote content exists).
      win.history.scrollRestoration = 'manual';
    } catch {
      /* read-only in some embedded browsers */
    }
    win.addEventListener('scroll', onScroll, { passive: true });
    win.addEventListener('pagehide', keep);
    for (const type of USER_INPUT) win.addEventListener(type, cancel, { passive: true, capture: true });
  }
  return {
    track(key) {
      // the entry being left keeps its last position
      const left = current;
      if (left !== null) keep();
      const prev = positions.get(key);
      positions.delete(key); // most recent last (what is kept when trimming)
      if (prev !== undefined) positions.set(key, prev);
      current = key;
      return left;
    },
    saved(key) {
      return positions.get(key);
    },
    scrollTo(y, waitMs = RESTORE_WAIT_MS) {
      if (!win) return;
      cancel();
      const started = Date.now();
      const attempt = () => {
        timer = null;
        win.scrollTo(0, y);
        // the page's height and the clamped position are read (a layout) only for a position to restore
        const reachable = y <= 0 || win.document.documentElement.scrollHeight - win.innerHeight >= y;
        if (!reachable && Date.now() - started < waitMs) timer = setTimeout(attempt, RETRY_MS);
        else if (current !== null) positions.set(current, y > 0 ? win.scrollY : 0);
      };
      attempt();
    },
    dispose() {
      cancel();
      win?.removeEventListener('scroll', onScroll);
      win?.removeEventListener('pagehide', keep);
      for (const type of USER_INPUT) win?.removeEventListener(type, cancel, { capture: true });
    },
  };
}
