// The one popup host of the page: renders the store's current alert / confirm / layer with the
// shared frames. Remotes never draw dialogs themselves; they call the store actions. A layer key
// belongs to the shell or to the remote that declared it (published in its manifest entry): the
// owner's `./layers` module is loaded on demand, and the declared dismissal type gives the
// 'do not show again' button its SPEC §9 lifetime.
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import styled from 'styled-components';
import {
  dismissalLabel,
  hanpanStore,
  layerDismissal,
  MESSAGES,
  selectCurrentPopup,
  useHanpanStore,
  type FooterButton,
  type LayerComponents,
  type LayerContentProps,
  type OwnedLayerDeclaration,
  type ResolvedPopup,
} from '@hanpan/platform';
import { AlertFrame, ConfirmFrame, LayerFrame } from '@hanpan/platform/dialogs';
import { RemoteFallback } from '../federation/RemoteFallback';
import { ShellErrorBoundary } from '../routes/ShellErrorBoundary';
import { RemoteLoadError, type RemoteFailureKind } from '../federation/errors';
import { loadLayers, manifestSnapshot, retryRemote } from '../federation/registry';
import { SHELL_LAYER_DECLARATIONS, SHELL_LAYERS } from './registry';
import { useTimePassed } from '../features/common/useTimePassed';
import { useBackClosesPopup } from './useBackClosesPopup';

export interface LayerSources {
  /** Declarations of every layer key (the shell's and each deployed remote's). */
  declarations(): readonly OwnedLayerDeclaration[];
  shellLayers: LayerComponents;
  loadRemoteLayers(owner: OwnedLayerDeclaration['owner']): Promise<LayerComponents>;
}

export const portalLayerSources: LayerSources = {
  declarations: () => [
    ...SHELL_LAYER_DECLARATIONS,
    ...Object.values(manifestSnapshot().manifest).flatMap((entry) => entry?.declarations?.layers ?? []),
  ],
  shellLayers: SHELL_LAYERS,
  loadRemoteLayers: (owner) => (owner === 'shell' ? Promise.resolve(SHELL_LAYERS) : loadLayers(owner)),
};

/** Settles the popup on screen (the store's current one), or the layer `id` (it may be beneath an alert). */
const resolve = (value: boolean, id?: number) => hanpanStore.getState().resolvePopup(value, id);

type LayerState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<LayerContentProps> }
  | { status: 'unknown' }
  | { status: 'error'; kind: RemoteFailureKind };

function useLayerComponent(declaration: OwnedLayerDeclaration | undefined, sources: LayerSources, attempt: number): LayerState {
  const [state, setState] = useState<LayerState>({ status: 'loading' });
  useEffect(() => {
    if (!declaration) {
      setState({ status: 'unknown' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    sources.loadRemoteLayers(declaration.owner).then(
      (layers) => {
        if (cancelled) return;
        const Component = layers[declaration.key];
        setState(Component ? { status: 'ready', Component } : { status: 'unknown' });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`[popup] 레이어 ${declaration.key}을(를) 불러오지 못했습니다`, error);
        setState({ status: 'error', kind: error instanceof RemoteLoadError ? error.kind : 'load' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [declaration, sources, attempt]);
  return state;
}

/**
 * Layers a page opened by itself in this page load (key and dismissal key → the popup shown): once
 * a visit. Coming back to the page (Back, its link) does not offer it again — a new layer there
 * also pushed a history entry, which dropped the pages ahead from Forward.
 */
const shownByPage = new Map<string, number>();

function LayerPopup({ current, sources }: { current: ResolvedPopup; sources: LayerSources }) {
  const key = current.key ?? '';
  const [settle] = useState(() => (value: boolean) => resolve(value, current.id));
  const [declaration] = useState(() => sources.declarations().find((d) => d.key === key));
  const [attempt, setAttempt] = useState(0);
  const layer = useLayerComponent(declaration, sources, attempt);
  const [firstLoad, setFirstLoad] = useState(false);
  const late = useTimePassed(LAYER_LOADING_DELAY_MS);
  const contentShown = useRef(false);
  const dismissal = declaration?.dismissal;
  const dismissKey = current.dismissKey ?? key;
  const once = `${key} ${dismissKey}`;
  // set in render, yet safe: a repeated render (StrictMode's, a restarted one) records the same id,
  // and a popup first renders on a store update, rendered synchronously (not abandoned for another)
  if (current.auto && !shownByPage.has(once)) shownByPage.set(once, current.id);
  const skipped = current.auto && (shownByPage.get(once) !== current.id || (!!dismissal && layerDismissal.isDismissed(dismissal, dismissKey)));
  const unknown = layer.status === 'unknown';
  const remoteOwner = declaration && declaration.owner !== 'shell' ? declaration.owner : null;
  useBackClosesPopup(current.id, () => settle(false), !unknown && !skipped);

  useEffect(() => {
    // An unknown key only logs a warning and shows nothing (SPEC §2); a dismissed layer opened
    // by a page stays closed.
    if (unknown) console.warn(`[popup] 알 수 없는 레이어: ${key}`);
    if (unknown || skipped) settle(false);
  }, [unknown, skipped, key, settle]);

  if (unknown || skipped) return null;
  const footerButtons: FooterButton[] = dismissal
    ? [...current.footerButtons, { label: dismissalLabel(dismissal), variant: 'secondary', onClick: () => void layerDismissal.dismiss(dismissal, dismissKey) }]
    : current.footerButtons;
  return (
    <>
      {/* one cue from the click until the layer is drawn (its owner's code, then its content's) */}
      <div role="status" aria-live="polite">
        {late && (layer.status === 'loading' || firstLoad) && <Loading data-testid="layer-loading">{MESSAGES.loading}…</Loading>}
      </div>
      {layer.status !== 'loading' && (
        // hidden (not drawn) while the layer's code is on its way the first time: it appears at its
        // size instead of opening small and growing (a layout shift on phones)
        <div style={firstLoad ? HIDDEN : undefined}>
          <LayerFrame
            header={current.header || declaration?.header}
            size={current.requestedSize ?? declaration?.size ?? current.size}
            footerButtons={footerButtons}
            onClose={() => settle(false)}
            ariaLabel={key}
            shown={!firstLoad}
          >
            {current.body}
            {layer.status === 'error' && remoteOwner ? (
              <RemoteFallback remote={remoteOwner} kind={layer.kind} onRetry={() => void retryRemote(remoteOwner).finally(() => setAttempt((a) => a + 1))} />
            ) : layer.status === 'ready' ? (
              // a shell layer whose chunk fails: its 다시 시도 in this layer (QA: the host's boundary drew it
              // under the footer, and no other dialog opened until it was found)
              <ShellErrorBoundary>
                <Suspense fallback={<WhileFirstLoad shown={contentShown} onChange={setFirstLoad} />}>
                  <layer.Component props={current.props} resolve={settle} />
                </Suspense>
              </ShellErrorBoundary>
            ) : null}
          </LayerFrame>
        </div>
      )}
    </>
  );
}

const HIDDEN = { visibility: 'hidden' } as const;

/** The first time a layer opens its code may take a second on a phone: after this long it says so
 * (a layer whose code is at hand opens without a flash of it). */
export const LAYER_LOADING_DELAY_MS = 300;

const Loading = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndex.layer};
  padding: ${({ theme }) => `${theme.space.m} ${theme.space.l}`};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
`;

/** Mounted while the layer's content suspends: reports it, until the content was shown once. */
function WhileFirstLoad({ shown, onChange }: { shown: RefObject<boolean>; onChange: (loading: boolean) => void }) {
  useLayoutEffect(() => {
    if (shown.current) return;
    onChange(true);
    return () => {
      shown.current = true;
      onChange(false);
    };
  }, [shown, onChange]);
  return null;
}

export function PopupHost({ sources = portalLayerSources }: { sources?: LayerSources }) {
  const current = useHanpanStore(selectCurrentPopup);
  const under = useHanpanStore((s) => s.layer.under);
  // each layer keeps its place (and its state) while a dialog of its action, or a layer opened from
  // it, shows over it
  const layers = current?.type === 'layer' ? [...under, current] : under;
  return (
    <>
      {layers.map((layer) => (
        <LayerPopup key={layer.id} current={layer} sources={sources} />
      ))}
      {current?.type === 'alert' && <AlertPopup key={current.id} current={current} overLayer={under.length > 0} />}
      {current?.type === 'confirm' && <ConfirmPopup key={current.id} current={current} />}
    </>
  );
}

/**
 * Over a layer Back answers the alert (as 확인), the top dialog first, as over a confirm; alone it
 * keeps Back as it was (useBackClosesPopup). Taken as it opened: a layer closed beneath meanwhile
 * leaves the alert's entry as it is.
 */
function AlertPopup({ current, overLayer }: { current: ResolvedPopup; overLayer: boolean }) {
  const [backCloses] = useState(overLayer);
  useBackClosesPopup(current.id, () => resolve(true), backCloses);
  return <AlertFrame {...dialogProps(current)} />;
}

/** What an alert and a confirm draw alike; submit is true. */
const dialogProps = (popup: ResolvedPopup) => ({
  header: popup.header || undefined,
  body: popup.body,
  submitText: popup.submitText,
  footerButtons: popup.footerButtons,
  size: popup.size,
  onSubmit: () => resolve(true),
});

/** Back is 취소 here, as it closes a layer. */
function ConfirmPopup({ current }: { current: ResolvedPopup }) {
  useBackClosesPopup(current.id, () => resolve(false));
  return (
    <ConfirmFrame {...dialogProps(current)} cancelText={current.cancelText} defaultFocus={current.defaultFocus} onCancel={() => resolve(false)} />
  );
}
