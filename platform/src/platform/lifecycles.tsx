// One helper turns a remote's <App> into single-spa-react parcel lifecycles, so every remote
// is mounted the same way: inside the shared providers, with an error boundary that reports
// render errors to the shell (which shows the Korean fallback inside its layout).
import * as React from 'react';
import { useEffect, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ReactAppOrParcel } from 'single-spa-react';
import type { RemoteProps } from './remote-props';
import { RootProviders } from './providers';
import { RemoteRootElement } from './RemoteRootElement';
import { REMOTE_SSR_ROOT_ATTR } from './remoteSsr';

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

/** `buildId`: the remote's own build (webpack defines process.env.BUILD_ID), shown as data-remote-build. */
export function createRemoteLifecycles(App: ComponentType<RemoteProps>, remoteName: string, buildId = '') {
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
  const holdsServerMarkup = (element: HTMLElement | undefined) => element?.querySelector(`:scope > [${REMOTE_SSR_ROOT_ATTR}="${remoteName}"]`) != null;
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
  // (domElement: the element the shell mounts the parcel on)
  type Props = Parameters<ReactAppOrParcel<RemoteProps>['mount']>[0] & { domElement?: HTMLElement };
  const lifecycles: Required<ReactAppOrParcel<RemoteProps>> = {
    bootstrap: (props: Props) => load().then((l) => l.bootstrap(props)),
    // the first render as a transition: React renders the page in slices between which the browser
    // answers input (one long task on a phone otherwise)
    mount: (props: Props) =>
      load().then((l) => {
        renderType = holdsServerMarkup(props.domElement) ? 'hydrateRoot' : 'createRoot';
        return inTransition(() => l.mount(props));
      }),
    unmount: (props: Props) => load().then((l) => l.unmount(props)),
    update: (props: Props) => load().then((l) => l.update?.(props)),
  };
  return lifecycles;
}
