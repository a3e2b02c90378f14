// One helper turns a remote's <App> into single-spa-react parcel lifecycles, so every remote
// is mounted the same way: inside the shared providers, with an error boundary that reports
// render errors to the shell (which shows the Korean fallback inside its layout).
import * as React from 'react';
import { useEffect, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { ReactAppOrParcel } from 'single-spa-react';
import type { RemoteProps } from './remote-props';
import { RootProviders } from './providers';

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
        <div data-remote-root={remoteName} data-remote-build={buildId}>
          <App {...props} />
        </div>
      </RootProviders>
    );
  }
  Root.displayName = `RemoteRoot(${remoteName})`;
  // single-spa-react is loaded with the first mount: a page without a remote (home) never downloads it
  let real: Promise<ReactAppOrParcel<RemoteProps>> | null = null;
  const load = () =>
    (real ??= import('single-spa-react').then(({ default: singleSpaReact }) =>
      singleSpaReact<RemoteProps>({
        React,
        ReactDOMClient,
        rootComponent: Root,
        errorBoundary: (error, _info, props) => <ReportRenderError error={error} report={props.reportRenderError} />,
      }),
    ));
  type Props = Parameters<ReactAppOrParcel<RemoteProps>['mount']>[0];
  const lifecycles: Required<ReactAppOrParcel<RemoteProps>> = {
    bootstrap: (props: Props) => load().then((l) => l.bootstrap(props)),
    // the first render as a transition: React renders the page in slices between which the browser
    // answers input (one long task on a phone otherwise)
    mount: (props: Props) => load().then((l) => inTransition(() => l.mount(props))),
    unmount: (props: Props) => load().then((l) => l.unmount(props)),
    update: (props: Props) => load().then((l) => l.update?.(props)),
  };
  return lifecycles;
}
