// Deploy and rollback notices from the portal server (GET /__events/remotes, server-sent events):
// the first event names the manifest revision the page started with, a later different one means
// the manifest changed. The shell then marks its manifest stale — the next page re-reads it
// and remounts the changed remote; nothing is remounted in the middle of a page (or a form).
export const REMOTE_EVENTS_URL = '/__events/remotes';

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'>;
const openEventSource = (url: string): EventSourceLike | null => (typeof EventSource === 'undefined' ? null : new EventSource(url));

type VisiblePage = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onChange` with each new revision; returns the function that stops listening. Connected
 * only while the page is shown: an event stream holds one of HTTP/1.1's six connections per host,
 * and six open tabs or popups took them all (QA: the seventh request never left). A page shown
 * again reconnects; a revision changed meanwhile is a change like any other.
 */
export function watchRemoteEvents(
  onChange: (revision: number) => void,
  open: (url: string) => EventSourceLike | null = openEventSource,
  page: VisiblePage | null = typeof document === 'undefined' ? null : document,
): () => void {
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
  let source: EventSourceLike | null = null;
  const connect = () => {
    source = open(REMOTE_EVENTS_URL);
    source?.addEventListener('remotes', onRevision);
  };
  const disconnect = () => {
    source?.close();
    source = null;
  };
  const onVisibility = () => {
    if (page?.visibilityState === 'hidden') disconnect();
    else if (!source) connect();
  };
  if (page?.visibilityState !== 'hidden') connect();
  page?.addEventListener('visibilitychange', onVisibility);
  return () => {
    page?.removeEventListener('visibilitychange', onVisibility);
    disconnect();
  };
}
