// The element a remote's parcel renders in, and the parcel's mount, updates and unmount, one after
// another. On the page the server rendered it holds the remote's first screen as the page parsed
// it (inert until hydrated: platform's RemoteRootElement), and the parcel hydrates those very
// elements: nothing is painted anew, so the page neither flashes nor reports a new largest paint.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ParcelProps, RemoteLifecycles } from '@hanpan/platform';
import { SERVER_MARKUP_ATTR, SERVER_MARKUP_VERSION_ATTR, type ServerRemotePage } from './serverRemotePage';

/** The shell's props to a parcel (ParcelHost adds the element and the parcel's name). */
export type ParcelInput = Omit<ParcelProps, 'name' | 'domElement'>;

export interface ParcelHostProps {
  /** The remote's lifecycles and what they receive on mount and on every change; null while they load (the host shows the server's markup meanwhile). */
  parcel: { lifecycles: RemoteLifecycles; props: ParcelInput } | null;
  /** The server's first screen of this page, which the parcel hydrates. */
  server?: ServerRemotePage;
  onError: (error: unknown) => void;
}

/** One mount of a remote's lifecycles on the host's element. */
interface Parcel {
  lifecycles: RemoteLifecycles;
  props: (input: ParcelInput) => ParcelProps;
  mounted: boolean;
  /** unmounted (or about to be): no more updates */
  gone: boolean;
}

// single-spa-react keeps each parcel's React root under its name
let parcelCount = 0;

export function ParcelHost({ parcel, server, onError }: ParcelHostProps) {
  const lifecycles = parcel?.lifecycles;
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
  // bootstrap and mount, updates and unmount of the parcel, one after another; `sent`: the props
  // it was given last
  const steps = useRef<{ done: Promise<unknown>; parcel: Parcel | null; sent: ParcelInput | null }>({ done: Promise.resolve(), parcel: null, sent: null });
  const step = (work: () => Promise<unknown>) => {
    const s = steps.current;
    s.done = s.done.then(work).catch((error: unknown) => latest.current.onError(error));
  };

  useEffect(() => {
    const props = latest.current.parcelProps;
    const domElement = element.current;
    if (!lifecycles || !props || !domElement) return;
    const name = `parcel-${++parcelCount}`;
    const mounting: Parcel = { lifecycles, props: (input) => ({ ...input, name, domElement }), mounted: false, gone: false };
    const s = steps.current;
    s.parcel = mounting;
    s.sent = props;
    step(async () => {
      // (unmounted before its turn came: never mounted)
      if (mounting.gone) return;
      await lifecycles.bootstrap(mounting.props(props));
      await lifecycles.mount(mounting.props(props));
      mounting.mounted = true;
      setLive(true);
    });
    return () => {
      mounting.gone = true;
      step(async () => {
        if (mounting.mounted) await lifecycles.unmount(mounting.props(props));
      });
    };
  }, [lifecycles]);

  useEffect(() => {
    const s = steps.current;
    const mounting = s.parcel;
    if (!mounting || !parcelProps || s.sent === parcelProps) return;
    s.sent = parcelProps;
    step(async () => {
      if (mounting.mounted && !mounting.gone) await mounting.lifecycles.update(mounting.props(parcelProps));
    });
  }, [parcelProps]);

  const serverAttrs = server && !live ? { [SERVER_MARKUP_ATTR]: server.remote, [SERVER_MARKUP_VERSION_ATTR]: server.version } : undefined;
  return <div ref={element} className="remote-parcel" {...serverAttrs} dangerouslySetInnerHTML={markup} />;
}
