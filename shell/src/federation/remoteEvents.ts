// Deploy and rollback notices from the portal server (GET /__events/remotes, server-sent events):
// the first event names the manifest revision the page started with, a later different one means
// the manifest changed. The shell then marks its manifest stale — the next page re-reads it
// and remounts the changed remote; nothing is remounted in the middle of a page (or a form).
export const REMOTE_EVENTS_URL = '/__events/remotes';

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'>;
type LockManagerLike = Pick<LockManager, 'request'>;

/** The lock and channel of the one page of this browser holding the stream for all its portal pages. */
const SHARED_STREAM = 'hanpan-remote-events';
const JOINED = 'joined';

/**
 * The notices of one stream shared by every portal page of this browser: the page holding the lock
 * holds the stream and passes each event on (BroadcastChannel); the others only listen — six shown
 * windows (popups) took all six of HTTP/1.1's connections per host, one stream each (QA). A page
 * that joins is told the current revision; when the holder goes, a waiting page takes the lock and
 * the stream. Without locks or channels: a stream of its own.
 */
export function openSharedEventSource(url: string, locks: LockManagerLike | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks): EventSourceLike | null {
  if (typeof EventSource === 'undefined') return null;
  if (!locks || typeof BroadcastChannel === 'undefined') return new EventSource(url);
  const listeners: EventListener[] = [];
  const deliver = (data: string) => listeners.forEach((l) => l(new MessageEvent('remotes', { data })));
  const channel = new BroadcastChannel(SHARED_STREAM);
  const quit = new AbortController();
  let own: EventSource | null = null;
  let last: string | null = null;
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (data === JOINED) {
      if (own && last !== null) channel.postMessage(last);
    } else if (typeof data === 'string') deliver(data);
  };
  // (once the caller listens)
  queueMicrotask(() => quit.signal.aborted || channel.postMessage(JOINED));
  locks
    .request(SHARED_STREAM, { signal: quit.signal }, () => {
      own = new EventSource(url);
      own.addEventListener('remotes', (event) => {
        last = (event as MessageEvent<string>).data;
        channel.postMessage(last);
        deliver(last);
      });
      // held until this page stops listening
      return new Promise<void>((release) => quit.signal.addEventListener('abort', () => release()));
    })
    .catch(() => undefined);
  return {
    addEventListener: (_type: string, listener: EventListener) => void listeners.push(listener),
    close: () => {
      own?.close();
      quit.abort();
      channel.close();
    },
  } as EventSourceLike;
}

/**
 * Calls `onChange` with each new revision; returns the function that stops listening. Hidden pages
 * listen too: the stream is the browser's one (openSharedEventSource), and a change noted while in
 * the background is taken at the next page like any other.
 */
export function watchRemoteEvents(onChange: (revision: number) => void, open: (url: string) => EventSourceLike | null = openSharedEventSource): () => void {
  let seen: number | null = null;
  const onRevision = (event: Event) => {
    let revision: number;
    try {
      revision = Number((JSON.parse((event as MessageEvent<string>).data) as { revision?: unknown }).revision);
    } catch {
      return;
    }
    if (!Number.isFinite(revision)) return;
    if (seen !== null && revision !== seen) onChange(revision);
    seen = revision;
  };
  const source = open(REMOTE_EVENTS_URL);
  source?.addEventListener('remotes', onRevision);
  return () => source?.close();
}
