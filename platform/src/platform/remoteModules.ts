// Loading another remote's exposed module at run time, through the shell's federation runtime
// (remotes never import each other: the mobile site reuses Plus features this way). The shell
// provides the loader once; it applies the same retry, timeout and compatibility rules as pages.
import type { RemoteName } from '../routing/areas';

export type RemoteModuleLoader = (remote: RemoteName, exposed: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

export function provideRemoteModuleLoader(next: RemoteModuleLoader): () => void {
  loader = next;
  return () => {
    if (loader === next) loader = null;
  };
}

/** `exposed` is the remote's expose key without './' (e.g. 'layers'). */
export function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`[platform] no remote module loader: cannot load ${remote}/${exposed}`));
  return loader(remote, exposed) as Promise<T>;
}
