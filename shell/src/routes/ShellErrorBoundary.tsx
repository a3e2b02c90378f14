// Catches errors of shell code around a page (lazy chunk failures included): a chunk-load
// failure reloads the page once per 60 s (reload guard); otherwise a Korean fallback.
import { Component, type ReactNode } from 'react';
import { reloadOnChunkError } from '../federation/reloadGuard';

interface State {
  error: unknown;
}

export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };
  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    reloadOnChunkError(error);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" data-testid="shell-fallback" style={{ padding: 32, textAlign: 'center' }}>
        <h2>화면을 불러오지 못했습니다.</h2>
        <p>일시적인 문제일 수 있습니다.</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          다시 시도
        </button>
      </div>
    );
  }
}
