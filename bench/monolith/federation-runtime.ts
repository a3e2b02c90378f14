// Replaces the shell's federation host (shell/src/federation/host.ts) in the monolith build
// (webpack.config.cjs): the shell's registry keeps reading /remotes.json and calling
// loadRemote('mfe_x/expose'), which here is a static import() of the remote's source instead of a
// container fetched at run time. Runtime plugins (retry, timeout, compatibility) have nothing to
// act on.
import { REMOTE_MODULES } from './remote-modules';

async function loadRemote<T>(id: string): Promise<T | null> {
  const load = REMOTE_MODULES[id];
  if (!load) throw new Error(`[monolith] ${id}: no mapping in bench/monolith/remote-modules.ts`);
  return (await load()) as T;
}

export function createFederationHost() {
  return { loadRemote, registerRemotes: () => undefined };
}
