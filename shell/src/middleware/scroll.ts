// Scroll positions per history entry (location key), so back navigation on the mobile host can
// put the reader where they were. Restoring waits a little for async content (remote parcels).
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
  const onScroll = () => {
    if (current !== null && win) positions.set(current, win.scrollY);
  };
  if (win) {
    try {
      // The shell decides (browsers would restore before remote content exists).
      win.history.scrollRestoration = 'manual';
    } catch {
      /* read-only in some embedded browsers */
    }
    win.addEventListener('scroll', onScroll, { passive: true });
  }
  return {
    track(key) {
      current = key;
    },
    saved(key) {
      return positions.get(key);
    },
    scrollTo(y, waitMs = 1500) {
      if (!win) return;
      if (timer) clearTimeout(timer);
      const started = Date.now();
      const attempt = () => {
        win.scrollTo(0, y);
        const reachable = win.document.documentElement.scrollHeight - win.innerHeight >= y;
        if (y > 0 && !reachable && Date.now() - started < waitMs) timer = setTimeout(attempt, 50);
        else timer = null;
      };
      attempt();
    },
    dispose() {
      if (timer) clearTimeout(timer);
      win?.removeEventListener('scroll', onScroll);
    },
  };
}
