// Mounts a remote's exposed single-spa-react lifecycles as a parcel inside the shell layout,
// passing the shell's location/navigate (the remote's Router follows them) and page info.
// Failure (missing, slow > 3 s, render error) → Korean fallback with 다시 시도, no reload.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, type To } from '@hanpan/platform';
import { mountRootParcel, type ParcelConfigObject as ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { detectSite, type PageInfo, type RemoteName, type ShellNavigate, type ShellNavigateOptions } from '@hanpan/platform';
import { RemoteLoadError, type RemoteFailureKind } from './errors';
import { portalConfig } from './portalConfig';
import { loadLifecycles, remoteVersion, retryRemote, subscribeRemotes } from './registry';
import { RemoteFallback } from './RemoteFallback';

type State =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelConfig; loadId: number; version: string | undefined }
  | { status: 'error'; kind: RemoteFailureKind };

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

  useEffect(() => {
    let cancelled = false;
    const loadId = ++loadCounter;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadLifecycles(remote).then(
      (config) => {
        // same lifecycles object (e.g. a navigation inside the area): keep the mounted parcel
        if (!cancelled) setState((s) => (s.status === 'ready' && s.config === config ? s : { status: 'ready', config, loadId, version }));
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`[federation] ${remote} unavailable`, error);
        setState({ status: 'error', kind: error instanceof RemoteLoadError ? error.kind : 'load' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, version, attempt]);

  const navigate = useCallback(
    ((to: To | number, options?: ShellNavigateOptions) => {
      if (typeof to === 'number') routerNavigate(to);
      else routerNavigate(to, options);
    }) as ShellNavigate,
    [routerNavigate],
  );
  const reportRenderError = useCallback((error: unknown) => {
    console.warn(`[federation] ${remote} threw while rendering`, error);
    setState({ status: 'error', kind: 'render' });
  }, [remote]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void retryRemote(remote).finally(() => setAttempt((a) => a + 1));
  }, [remote]);

  const config = portalConfig();
  const simulateRenderError = config.e2e && new URLSearchParams(location.search).get('__throw') === remote;

  if (state.status === 'error') return <RemoteFallback remote={remote} kind={state.kind} onRetry={retry} />;
  if (state.status === 'loading') {
    return <div data-testid="remote-loading" data-remote={remote} aria-busy="true" style={{ minHeight: 240 }} />;
  }
  // (read here, not above: the server renders the loading state and has no window)
  const site = detectSite(window.location.hostname, config.site);
  return (
    <div data-remote={remote} data-remote-version={state.version}>
    <Parcel
      key={state.loadId}
      config={state.config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName="remote-parcel"
      handleError={(error: Error) => reportRenderError(error)}
      location={location}
      navigate={navigate}
      pageInfo={pageInfo}
      publisher={site.publisher}
      isMobileSite={site.isMobileSite}
      simulateRenderError={simulateRenderError}
      reportRenderError={reportRenderError}
    />
    </div>
  );
}

