// One helper turns a remote's <App> into single-spa-react parcel lifecycles, so every remote
// is mounted the same way: inside the shared providers, with an error boundary that reports
// render errors to the shell (which shows the Korean fallback inside its layout). The shell calls
// them itself, in order (its ParcelHost): single-spa's own parcel machinery is not downloaded.
import * as React from 'react';
import { useEffect, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ReactAppOrParcel } from 'single-spa-react';
import type { RemoteProps } from './remote-props';
import { RootProviders } from './providers';
import { RemoteRootElement } from './RemoteRootElement';
import { REMOTE_SSR_ROOT_ATTR } from './remoteSsr';
import type { AreaApp } from './RemoteRoutes';

export class SimulatedRenderError extends Error {
  constructor(remote: string) {
    super(`[e2e] ${remote} 렌더링 오류 시뮬레이션`);
    this.name = 'SimulatedRenderError';
  }
}

function ReportRenderError({ error, report }: { error: Error; report?: (e: unknown) => void }) {
  useEffect(() => {
    report?.(error);
  }, [error, report]);
  return null;
}

function inTransition<T>(work: () => T): T {
  let result: T | undefined;
  React.startTransition(() => {
    result = work();
  });
  return result as T;
}

/** What a parcel's lifecycles receive: the shell's props, the element the parcel renders in, and a name unique to the parcel (single-spa-react keeps its root under it). */
export type ParcelProps = RemoteProps & { name: string; domElement: HTMLElement };

/** A remote's parcel (exposed as `./lifecycles`): bootstrap and mount once, updates, then unmount. */
export interface RemoteLifecycles {
  bootstrap(props: ParcelProps): Promise<unknown>;
  mount(props: ParcelProps): Promise<unknown>;
  update(props: ParcelProps): Promise<unknown>;
  unmount(props: ParcelProps): Promise<unknown>;
  /** Loads the chunk of the page `pathname` opens (the shell's prefetch of a hovered link; 1.19.0, absent before). */
  preload?(pathname: string): void;
}

/** `buildId`: the remote's own build (webpack defines process.env.BUILD_ID), shown as data-remote-build. */
export function createRemoteLifecycles(App: ComponentType<RemoteProps>, remoteName: string, buildId = ''): RemoteLifecycles {
  function Root(props: RemoteProps) {
    if (props.simulateRenderError) throw new SimulatedRenderError(remoteName);
    return (
      <RootProviders>
        <RemoteRootElement remoteName={remoteName} buildId={buildId}>
          <App {...props} />
        </RemoteRootElement>
      </RootProviders>
    );
  }
  Root.displayName = `RemoteRoot(${remoteName})`;
  // hydrateRoot when the shell mounts the parcel on this remote's server markup (its first screen,
  // already on screen): the same elements stay, nothing is painted anew
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  // (the root element may follow image preloads React wrote ahead of it)
  const holdsServerMarkup = (element: HTMLElement) => element.querySelector(`:scope > [${REMOTE_SSR_ROOT_ATTR}="${remoteName}"]`) != null;
  const client: typeof ReactDOMClient = {
    ...ReactDOMClient,
    // a mismatch is recovered by a client render: say so, the e2e suite fails on it
    hydrateRoot: (container, children) =>
      ReactDOMClient.hydrateRoot(container, children, {
        onRecoverableError: (error) => console.error(`[ssr] ${remoteName} hydration recovered from an error`, error),
      }),
  };
  // single-spa-react is loaded with the first mount: a page without a remote (home) never downloads it
  let real: Promise<ReactAppOrParcel<RemoteProps>> | null = null;
  const load = () =>
    (real ??= import('single-spa-react').then(({ default: singleSpaReact }) =>
      singleSpaReact<RemoteProps>({
        React,
        ReactDOMClient: client,
        rootComponent: Root,
        renderType: () => renderType,
        errorBoundary: (error, _info, props) => <ReportRenderError error={error} report={props.reportRenderError} />,
      }),
    ));
  // single-spa-react's types ask for single-spa's application props too; it reads only `name` and `domElement`
  type SingleSpaProps = Parameters<ReactAppOrParcel<RemoteProps>['mount']>[0];
  const toSingleSpa = (props: ParcelProps) => props as ParcelProps & SingleSpaProps;
  const lifecycles: RemoteLifecycles = {
    bootstrap: (props) => load().then((l) => l.bootstrap(toSingleSpa(props))),
    // the first render as a transition: React renders the page in slices between which the browser
    // answers input (one long task on a phone otherwise)
    mount: (props) =>
      load().then((l) => {
        renderType = holdsServerMarkup(props.domElement) ? 'hydrateRoot' : 'createRoot';
        return inTransition(() => l.mount(toSingleSpa(props)));
      }),
    unmount: (props) => load().then((l) => l.unmount(toSingleSpa(props))),
    update: (props) => load().then((l) => l.update?.(toSingleSpa(props))),
    preload: (pathname) => (App as Partial<AreaApp>).preload?.(pathname),
  };
  return lifecycles;
}
