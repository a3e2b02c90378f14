// Renders one component of another area's `./mobile` module: a Korean skeleton while it loads,
// the Korean error with 다시 시도 when it cannot be loaded.
import type { ComponentType } from 'react';
import { ErrorState, Skeleton, type RemoteName } from '@hanpan/platform';
import { useRemoteModule } from '../hooks/useRemoteModule';

export const REMOTE_FAILED = '화면을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

export interface RemoteViewProps<M, P> {
  remote: RemoteName;
  pick: (module: M) => ComponentType<P>;
  props: P;
  /** what the skeleton says while loading */
  loadingLabel?: string;
  /**
   * The skeleton's shape, near what comes (QA: what sat below a short skeleton jumped away under the
   * finger): its lines, and the height to hold — a long view holds the screen, so what follows it
   * starts below the fold and moves unseen.
   */
  loadingShape?: { lines?: number; lineHeight?: string; minHeight?: string };
}

export function RemoteView<M, P extends object>({ remote, pick, props, loadingLabel, loadingShape = {} }: RemoteViewProps<M, P>) {
  const module = useRemoteModule<M>(remote);
  if (module.isPending) {
    return (
      <div style={{ minHeight: loadingShape.minHeight }}>
        <Skeleton lines={loadingShape.lines ?? 4} lineHeight={loadingShape.lineHeight} label={loadingLabel} />
      </div>
    );
  }
  if (module.error) return <ErrorState error={module.error} message={REMOTE_FAILED} onRetry={() => void module.refetch()} />;
  const Component = pick(module.data);
  return <Component {...props} />;
}
