// One shared one-second timer for every countdown on the page: each countdown subscribes and
// repaints its own text; the timer stops when the last one unsubscribes. Its time is the server's
// (a device clock far off would count down to the wrong moment).
import { serverNow } from '@hanpan/platform';

type Listener = (now: number) => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | null = null;

export function onEverySecond(listener: Listener): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    const now = serverNow();
    for (const l of [...listeners]) l(now);
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** For tests: how many countdowns are ticking. */
export const tickingCount = () => listeners.size;
