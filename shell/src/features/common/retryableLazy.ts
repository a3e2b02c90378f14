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

/** A lazily loaded component that can also be loaded ahead (`preload`). */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/** `onFailed`: told of a failed import once it is marked failed (it may forget it at once). */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>, onFailed?: (error: unknown) => void): PreloadableComponent<P> {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;
  // once loaded ahead, rendered directly: a page the server rendered hydrates without suspending
  // (a boundary still waiting for its chunk when the first store update arrives is rendered anew)
  let loaded: ComponentType<P> | null = null;
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        failed.add(() => {
          current = null;
        });
        onFailed?.(error);
        throw error;
      }
    });
  function RetryableLazy(props: P) {
    if (loaded) return createElement(loaded, props);
    current ??= fresh();
    return createElement(current, props);
  }
  RetryableLazy.preload = async () => {
    loaded ??= await load();
  };
  return RetryableLazy;
}
