// Mounts a remote's exposed single-spa-react lifecycles as a parcel inside the shell layout,
// passing the shell's location/navigate (the remote's Router follows them) and page info.
// Failure (missing, slow > 3 s, render error) → Korean fallback with 다시 시도, no reload.
// A page whose first screen the server rendered shows that markup (inert) until the parcel, mounted
// off the document meanwhile, has rendered its page without a loading skeleton; then the two swap
// in one task, so the screen never goes blank or jumps.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useLocation, useNavigate, type To } from '@hanpan/platform';
import { mountRootParcel, type ParcelConfigObject as ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { detectSite, type PageInfo, type RemoteName, type ShellNavigate, type ShellNavigateOptions } from '@hanpan/platform';
import { RemoteLoadError, type RemoteFailureKind } from './errors';
import { portalConfig } from './portalConfig';
import { loadLifecycles, remoteVersion, retryRemote, subscribeRemotes } from './registry';
import { RemoteFallback } from './RemoteFallback';
import { SERVER_MARKUP_ATTR, SERVER_MARKUP_VERSION_ATTR, releaseServerRemotePage, serverRemotePageOf, type ServerRemotePage } from './serverRemotePage';

type State =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelConfig; loadId: number; version: string | undefined }
  | { status: 'error'; kind: RemoteFailureKind };

let loadCounter = 0;

/** The server's markup stays until the parcel shows no loading skeleton (aria-busy), at most this long. */
export const SERVER_MARKUP_MAX_WAIT_MS = 3_000;

/** Calls `done` once `element` holds no loading skeleton, or after `maxMs`; returns a cancel. */
function whenSettled(element: Element, done: () => void, maxMs = SERVER_MARKUP_MAX_WAIT_MS): () => void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
    done();
  };
  const busy = () => element.querySelector('[aria-busy="true"]') !== null;
  const observer = new MutationObserver(() => {
    if (!busy()) finish();
  });
  const timer = setTimeout(finish, maxMs);
  if (!busy()) finish();
  else observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  return () => {
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** Where a parcel renders off the document (it joins the page in place, without a box of its own). */
function detachedHolder(): HTMLElement {
  const holder = document.createElement('div');
  holder.style.display = 'contents';
  return holder;
}

/** The server-rendered first screen: painted before any script, inert until the parcel replaces it. */
function ServerMarkup({ page }: { page: ServerRemotePage }) {
  const attrs = { [SERVER_MARKUP_ATTR]: page.remote, [SERVER_MARKUP_VERSION_ATTR]: page.version };
  return <div className="remote-parcel" {...attrs} inert dangerouslySetInnerHTML={{ __html: page.html }} />;
}

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
  // the server's first screen of this page (only on the page the server rendered)
  const [serverPage, setServerPage] = useState(() => serverRemotePageOf(remote));
  // the parcel that takes over from it renders off the document until then
  const [held, setHeld] = useState<{ loadId: number; holder: HTMLElement } | null>(null);
  const outer = useRef<HTMLDivElement>(null);

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
      (config) => {
        if (cancelled) return;
        // same lifecycles object (e.g. a navigation inside the area): keep the mounted parcel
        setState((s) => (s.status === 'ready' && s.config === config ? s : { status: 'ready', config, loadId, version }));
        if (serverPage) {
          // another build than the server's (a team override): its markup is not this parcel's
          if (serverPage.version === version) setHeld((h) => h ?? { loadId, holder: detachedHolder() });
          else letGo(serverPage);
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`[federation] ${remote} unavailable`, error);
        setState({ status: 'error', kind: error instanceof RemoteLoadError ? error.kind : 'load' });
        if (serverPage) letGo(serverPage);
      },
    );
    return () => {
      cancelled = true;
    };
    // (serverPage only matters to the first load, which starts with it)
  }, [remote, version, attempt]);

  // another parcel than the held one (the remote was redeployed meanwhile): the server's markup goes
  useEffect(() => {
    if (serverPage && state.status === 'ready' && held?.loadId !== state.loadId) letGo(serverPage);
  }, [serverPage, state, held, letGo]);

  // the held parcel mounted: once it shows no skeleton it moves into the page and the server's markup goes
  const stopWaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWaiting.current?.(), []);
  const parcelDidMount = useCallback(() => {
    if (!held || !serverPage) return;
    stopWaiting.current = whenSettled(held.holder, () => {
      outer.current?.appendChild(held.holder);
      flushSync(() => letGo(serverPage));
    });
  }, [held, serverPage, letGo]);

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
    if (serverPage) {
      return (
        <div data-remote={remote} data-remote-version={serverPage.version}>
          <ServerMarkup page={serverPage} />
        </div>
      );
    }
    return <div data-testid="remote-loading" data-remote={remote} aria-busy="true" style={{ minHeight: 240 }} />;
  }
  // (read here, not above: the server renders the loading state and has no window)
  const site = detectSite(window.location.hostname, config.site);
  const holding = held?.loadId === state.loadId ? held.holder : undefined;
  const parcel = (
    <Parcel
      key={state.loadId}
      config={state.config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName="remote-parcel"
      parcelDidMount={holding ? parcelDidMount : undefined}
      handleError={(error: Error) => reportRenderError(error)}
      location={location}
      navigate={navigate}
      pageInfo={pageInfo}
      publisher={site.publisher}
      isMobileSite={site.isMobileSite}
      simulateRenderError={simulateRenderError}
      reportRenderError={reportRenderError}
    />
  );
  return (
    <div ref={outer} data-remote={remote} data-remote-version={state.version}>
      {serverPage && holding && <ServerMarkup page={serverPage} />}
      {holding ? createPortal(parcel, holding) : parcel}
    </div>
  );
}
