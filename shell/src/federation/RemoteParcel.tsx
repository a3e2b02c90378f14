// Mounts a remote's exposed single-spa-react lifecycles as a parcel inside the shell layout,
// passing the shell's location/navigate (the remote's Router follows them) and page info.
// Failure (missing, slow > 3 s, render error) → Korean fallback with 다시 시도, no reload; the next
// page of the area, or the connection coming back, tries again by itself.
// A page whose first screen the server rendered: the parcel hydrates that markup in place (see
// ParcelHost), unless another build than the server's was loaded (a team override, a deploy
// meanwhile): then it goes and the parcel renders anew.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, type To } from '@hanpan/platform';
import { detectSite, useHanpanStore, type PageInfo, type RemoteLifecycles, type RemoteName, type ShellNavigate, type ShellNavigateOptions } from '@hanpan/platform';
import { RemoteLoadError, type RemoteFailureKind } from './errors';
import { portalConfig } from './portalConfig';
import { loadLifecycles, remoteVersion, retryRemote, subscribeRemotes } from './registry';
import { ParcelHost } from './ParcelHost';
import { RemoteFallback } from './RemoteFallback';
import { RemoteLoading } from './RemoteLoading';
import { isChunkLoadError } from './reloadGuard';
import { releaseServerRemotePage, serverRemotePageOf, type ServerRemotePage } from './serverRemotePage';

// (the routes' not-deployed message comes with this chunk)
export { RemoteFallback };

type State =
  | { status: 'loading' }
  | { status: 'ready'; lifecycles: RemoteLifecycles; loadId: number; version: string | undefined }
  /** `at`: the page it failed on */
  | { status: 'error'; kind: RemoteFailureKind; at: string };

let loadCounter = 0;

export interface RemoteParcelProps {
  remote: RemoteName;
  pageInfo: PageInfo;
}

export function RemoteParcel({ remote, pageInfo }: RemoteParcelProps) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const version = useSyncExternalStore(subscribeRemotes, () => remoteVersion(remote), () => undefined);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  // the server's first screen of this page (only on the page the server rendered), and the load
  // whose parcel hydrates it
  const [serverPage, setServerPage] = useState(() => serverRemotePageOf(remote, location.pathname + location.search));
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  const [hydratingLoad, setHydratingLoad] = useState<number | null>(null);

  const letGo = useCallback((page: ServerRemotePage) => {
    releaseServerRemotePage(page);
    setServerPage(null);
  }, []);
  useEffect(() => () => {
    if (serverPage) releaseServerRemotePage(serverPage);
  }, [serverPage]);

  useEffect(() => {
    let cancelled = false;
    const loadId = ++loadCounter;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadLifecycles(remote).then(
      (lifecycles) => {
        if (cancelled) return;
        // same lifecycles object (e.g. a navigation inside the area): keep the mounted parcel
        setState((s) => (s.status === 'ready' && s.lifecycles === lifecycles ? s : { status: 'ready', lifecycles, loadId, version }));
        if (serverPage) {
          // another build than the server's (a team override): its markup is not this parcel's
          if (serverPage.version === version) setHydratingLoad((h) => h ?? loadId);
          else letGo(serverPage);
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`[federation] ${remote} unavailable`, error);
        setState({ status: 'error', kind: error instanceof RemoteLoadError ? error.kind : 'load', at: pathname.current });
        if (serverPage) letGo(serverPage);
      },
    );
    return () => {
      cancelled = true;
    };
    // (serverPage only matters to the first load, which starts with it)
  }, [remote, version, attempt]);

  // another page of the area opened before the remote's code arrived: the server's markup is not its
  const serverAddress = useRef(serverPage ? location.pathname + location.search : null);
  useEffect(() => {
    if (serverPage && state.status === 'loading' && location.pathname + location.search !== serverAddress.current) letGo(serverPage);
  }, [serverPage, state.status, location, letGo]);

  // another parcel than the hydrating one (the remote was redeployed meanwhile): the server's markup goes
  useEffect(() => {
    if (serverPage && state.status === 'ready' && hydratingLoad !== state.loadId) letGo(serverPage);
  }, [serverPage, state, hydratingLoad, letGo]);

  const navigate = useCallback(
    ((to: To | number, options?: ShellNavigateOptions) => {
      if (typeof to === 'number') routerNavigate(to);
      else routerNavigate(to, options);
    }) as ShellNavigate,
    [routerNavigate],
  );
  const reportRenderError = useCallback((error: unknown) => {
    console.warn(`[federation] ${remote} threw while rendering`, error);
    // the remote's own lazy part not fetched (offline, a redeploy): a load failure, told as one
    setState({ status: 'error', kind: isChunkLoadError(error) ? 'load' : 'render', at: pathname.current });
  }, [remote]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void retryRemote(remote).finally(() => setAttempt((a) => a + 1));
  }, [remote]);

  // a failure is not for good (a chunk lost while offline stays failed in the remote until it is
  // loaded anew): another page of the area, or the connection coming back, tries again
  const online = useHanpanStore((s) => s.global.online);
  const wasOnline = useRef(online);
  useEffect(() => {
    const back = online && !wasOnline.current;
    wasOnline.current = online;
    if (state.status === 'error' && (back || location.pathname !== state.at)) retry();
  }, [state, location.pathname, online, retry]);

  const config = portalConfig();
  const simulateRenderError = config.e2e && new URLSearchParams(location.search).get('__throw') === remote;
  const ready = state.status === 'ready';
  const parcelProps = useMemo(() => {
    // (the server renders only the loading state: it has no window)
    if (!ready) return null;
    const site = detectSite(window.location.hostname, config.site);
    return { location, navigate, pageInfo, publisher: site.publisher, isMobileSite: site.isMobileSite, simulateRenderError, reportRenderError };
  }, [ready, location, navigate, pageInfo, config.site, simulateRenderError, reportRenderError]);

  if (state.status === 'error') return <RemoteFallback remote={remote} kind={state.kind} onRetry={retry} />;
  const hosted = serverPage && (state.status === 'loading' || state.loadId === hydratingLoad) ? serverPage : undefined;
  if (state.status === 'loading' && !hosted) return <RemoteLoading remote={remote} title={pageInfo.title} />;
  return (
    <div data-remote={remote} data-remote-version={state.status === 'ready' ? state.version : hosted?.version}>
      <ParcelHost
        key={hosted ? 'server' : state.status === 'ready' ? state.loadId : 'loading'}
        server={hosted}
        parcel={state.status === 'ready' && parcelProps ? { lifecycles: state.lifecycles, props: parcelProps } : null}
        onError={reportRenderError}
      />
    </div>
  );
}
