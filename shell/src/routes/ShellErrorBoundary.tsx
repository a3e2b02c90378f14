// Catches errors of the code it wraps (lazy chunk failures included). A chunk that fails while
// the server answers usually means a redeploy removed it: reload, at most once per 60 s (SPEC §4).
// With the server unreachable a reload would only show the browser's own error page, so the Korean
// message with 다시 시도 stays instead (it imports the chunk again: see retryableLazy) — and tries
// again by itself when the browser is back online.
import { Component, Fragment, type ReactNode } from 'react';
import { Button } from '@hanpan/platform';
import { isChunkLoadError, reloadOnChunkError } from '../federation/reloadGuard';
import { forgetFailedChunks } from '../features/common/retryableLazy';

interface Props {
  children: ReactNode;
  /** What a part of a page or of the frame shows instead (`null`: nothing; a function gets the retry); default: the page-sized message. */
  fallback?: ReactNode | ((retry: () => void) => ReactNode);
  /** Answers whether the portal server is reachable (default: the shell's build-info.json). */
  serverReachable?: () => Promise<boolean>;
}
interface State {
  error: unknown;
  attempt: number;
}

/** A chunk that could not be fetched: the server is out of reach (offline, most often). */
export const SERVER_UNREACHABLE = '서버에 연결할 수 없습니다. 네트워크 연결을 확인하고 다시 시도해 주세요.';

export async function shellServerReachable(): Promise<boolean> {
  try {
    const res = await fetch('/shell/build-info.json', { cache: 'no-store', signal: AbortSignal.timeout(3000) });
    return res.ok;
  } catch {
    return false;
  }
}

export class ShellErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };
  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) {
      console.error('[shell] 화면 오류', error);
      return;
    }
    // (QA: offline on opening a page, the message stayed after the connection came back)
    window.addEventListener('online', this.retry, { once: true });
    void (this.props.serverReachable ?? shellServerReachable)().then((up) => {
      if (up) reloadOnChunkError(error);
    });
  }
  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }
  private readonly retry = () => {
    window.removeEventListener('online', this.retry);
    forgetFailedChunks();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };
  override render() {
    // a new key remounts the children: their lazy chunks are imported again
    if (!this.state.error) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback(this.retry);
    if (fallback !== undefined) return fallback;
    const offline = isChunkLoadError(this.state.error);
    return (
      <div role="alert" data-testid="shell-fallback" style={{ padding: 32, textAlign: 'center' }}>
        <h2>화면을 불러오지 못했습니다.</h2>
        <p>{offline ? SERVER_UNREACHABLE : '일시적인 문제일 수 있습니다. 다시 시도해 주세요.'}</p>
        <Button onClick={this.retry}>다시 시도</Button>
      </div>
    );
  }
}
