// Deploy and rollback notices from the portal server (GET /__events/remotes, server-sent events):
// the first event names the manifest revision the page started with, a later different one means
// the manifest changed. The shell then marks its manifest stale — the next page re-reads it
// and remounts the changed remote; nothing is remounted in the middle of a page (or a form).
export const REMOTE_EVENTS_URL = '/__events/remotes';

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'>;
const openEventSource = (url: string): EventSourceLike | null => (typeof EventSource === 'undefined' ? null : new EventSource(url));

/** Calls `onChange` with each new revision; returns the function that stops listening. */
export function watchRemoteEvents(onChange: (revision: number) => void, open: (url: string) => EventSourceLike | null = openEventSource): () => void {
  const source = open(REMOTE_EVENTS_URL);
  if (!source) return () => undefined;
  let seen: number | null = null;
  source.addEventListener('remotes', (event) => {
    let revision: number;
    try {
      revision = Number((JSON.parse((event as MessageEvent<string>).data) as { revision?: unknown }).revision);
    } catch {
      return;
    }
    if (!Number.isFinite(revision)) return;
    if (seen !== null && revision !== seen) onChange(revision);
    seen = revision;
  });
  return () => source.close();
}
