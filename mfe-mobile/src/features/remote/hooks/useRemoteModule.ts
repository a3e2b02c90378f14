// What another area lends the mobile site (its `./mobile` expose), loaded through the shell's
// federation runtime (retry, timeout, compatibility) — never imported at build time. Cached for
// the page's life; a failure can be retried.
import { loadRemoteModule, type RemoteName, useQuery } from '@hanpan/platform';

export const remoteModuleKey = (remote: RemoteName, exposed: string) => ['remote-module', remote, exposed] as const;

export function useRemoteModule<M>(remote: RemoteName, exposed = 'mobile') {
  return useQuery({
    queryKey: remoteModuleKey(remote, exposed),
    queryFn: () => loadRemoteModule<M>(remote, exposed),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // a module namespace is not data: keep the object as loaded
    structuralSharing: false,
  });
}
