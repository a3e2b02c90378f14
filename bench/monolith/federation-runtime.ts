// Replaces '@module-federation/enhanced/runtime' in the monolith build (webpack.config.cjs alias):
// the shell's registry keeps reading /remotes.json and calling loadRemote('mfe_x/expose'), which
// here is a static import() of the remote's source instead of a container fetched at run time.
// Runtime plugins (retry, timeout, compatibility) have nothing to act on and are not registered.
import { REMOTE_MODULES } from './remote-modules';

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = REMOTE_MODULES[id];
  if (!load) throw new Error(`[monolith] ${id}: no mapping in bench/monolith/remote-modules.ts`);
  return (await load()) as T;
}

export function registerRemotes(): void {}

export function registerPlugins(): void {}
