// React.lazy caches a failed import forever, so 다시 시도 could never load a chunk that failed
// once (server down, flaky network). A failed lazy here stays failed (so React reaches the error
// boundary instead of importing again on every render attempt) until `forgetFailedChunks()` —
// called by the boundary's 다시 시도 — lets the next mount import again.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

const failed = new Set<() => void>();

/** Lets every lazy chunk that failed be imported again on its next mount. */
export function forgetFailedChunks(): void {
  for (const forget of failed) forget();
  failed.clear();
}

export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        failed.add(() => {
          current = null;
        });
        throw error;
      }
    });
  return function RetryableLazy(props: P) {
    current ??= fresh();
    return createElement(current, props);
  };
}
