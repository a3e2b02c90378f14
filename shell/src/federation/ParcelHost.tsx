// The element a remote's parcel renders in, and the parcel's mount, updates and unmount, one after
// another. On the page the server rendered it holds the remote's first screen as the page parsed
// it (inert until hydrated: platform's RemoteRootElement), and the parcel hydrates those very
// elements: nothing is painted anew, so the page neither flashes nor reports a new largest paint.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfigObject } from 'single-spa';
import { SERVER_MARKUP_ATTR, SERVER_MARKUP_VERSION_ATTR, type ServerRemotePage } from './serverRemotePage';

export interface ParcelHostProps<P extends object> {
  /** The remote's lifecycles and what they receive on mount and on every change; null while they load (the host shows the server's markup meanwhile). */
  parcel: { config: ParcelConfigObject; props: P } | null;
  /** The server's first screen of this page, which the parcel hydrates. */
  server?: ServerRemotePage;
  onError: (error: unknown) => void;
}

export function ParcelHost<P extends object>({ parcel, server, onError }: ParcelHostProps<P>) {
  const config = parcel?.config;
  const parcelProps = parcel?.props;
  const element = useRef<HTMLDivElement>(null);
  // one object for the host's whole life: React sets innerHTML again whenever this prop changes
  const [markup] = useState(() => (server ? { __html: server.html } : undefined));
  const [live, setLive] = useState(false);
  const latest = useRef({ parcelProps, onError });
  // before the effects below run (layout effects come first), never during render
  useLayoutEffect(() => {
    latest.current = { parcelProps, onError };
  });
  // mount, updates and unmount of the parcel, in order; `sent`: the props it was given last
  const steps = useRef<{ parcel: Parcel | null; done: Promise<unknown>; sent: P | null }>({ parcel: null, done: Promise.resolve(), sent: null });
  // (the parcel of the moment the step was asked for)
  const step = (work: (parcel: Parcel) => Promise<unknown> | undefined) => {
    const s = steps.current;
    const parcel = s.parcel;
    if (parcel) s.done = s.done.then(() => work(parcel)).catch((error: unknown) => latest.current.onError(error));
  };

  useEffect(() => {
    const props = latest.current.parcelProps;
    if (!config || !props || !element.current) return;
    const s = steps.current;
    s.sent = props;
    s.parcel = mountRootParcel(config, { ...s.sent, domElement: element.current });
    s.done = s.parcel.mountPromise.then(
      () => setLive(true),
      (error: unknown) => latest.current.onError(error),
    );
    return () => step((p) => (p.getStatus() === 'MOUNTED' ? p.unmount() : undefined));
  }, [config]);

  useEffect(() => {
    const s = steps.current;
    if (!s.parcel || !parcelProps || s.sent === parcelProps) return;
    s.sent = parcelProps;
    step((p) => (p.getStatus() === 'MOUNTED' ? p.update?.({ ...parcelProps, domElement: element.current }) : undefined));
  }, [parcelProps]);

  const serverAttrs = server && !live ? { [SERVER_MARKUP_ATTR]: server.remote, [SERVER_MARKUP_VERSION_ATTR]: server.version } : undefined;
  return <div ref={element} className="remote-parcel" {...serverAttrs} dangerouslySetInnerHTML={markup} />;
}
