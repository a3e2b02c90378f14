// Scroll positions per history entry (location key), so back navigation on the mobile host can
// put the reader where they were. A remote (up to 3 s with retries) and its data (3 s more) may
// arrive long after the navigation: restoring retries until the page is tall enough, for at most
// RESTORE_WAIT_MS, and stops as soon as the reader scrolls or touches the page themselves.
export const RESTORE_WAIT_MS = 10_000;
const RETRY_MS = 100;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export interface ScrollKeeper {
  /** Start recording the window's scroll position under this key. */
  track(key: string): void;
  saved(key: string): number | undefined;
  /** Scroll to y, retrying for up to `waitMs` while the page is still too short. */
  scrollTo(y: number, waitMs?: number): void;
  dispose(): void;
}

export function createScrollKeeper(win: Window | undefined = typeof window === 'undefined' ? undefined : window): ScrollKeeper {
  const positions = new Map<string, number>();
  let current: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const onScroll = () => {
    // while a restore waits for content, the clamped position is not the reader's
    if (current !== null && win && timer === null) positions.set(current, win.scrollY);
  };
  if (win) {
    try {
      // The shell decides (browsers would restore before remote content exists).
      win.history.scrollRestoration = 'manual';
    } catch {
      /* read-only in some embedded browsers */
    }
    win.addEventListener('scroll', onScroll, { passive: true });
    for (const type of USER_INPUT) win.addEventListener(type, cancel, { passive: true, capture: true });
  }
  return {
    track(key) {
      current = key;
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
        const reachable = win.document.documentElement.scrollHeight - win.innerHeight >= y;
        if (y > 0 && !reachable && Date.now() - started < waitMs) timer = setTimeout(attempt, RETRY_MS);
        else if (current !== null) positions.set(current, win.scrollY);
      };
      attempt();
    },
    dispose() {
      cancel();
      win?.removeEventListener('scroll', onScroll);
      for (const type of USER_INPUT) win?.removeEventListener(type, cancel, { capture: true });
    },
  };
}
