// The shell's one federation runtime plugin (registered through `runtimePlugins` in the
// webpack config). It records why a remote failed, so the fallback can say what went wrong,
// and returns nothing from errorLoadRemote: the load rejects and RemoteParcel shows the
// Korean fallback with 다시 시도 (the retry itself lives in registry.ts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailureRecord {
  id: string;
  lifecycle: string;
  message: string;
  at: number;
}
const failures = new Map<string, RemoteFailureRecord>();

export function lastRemoteFailure(remote: string): RemoteFailureRecord | undefined {
  return failures.get(remote);
}

export default function hanpanRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hanpan-remote-failures',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = id.split('/')[0];
      const message = error instanceof Error ? error.message : String(error);
      failures.set(remote, { id, lifecycle, message, at: Date.now() });
      console.warn(`[federation] ${id} failed in ${lifecycle}: ${message}`);
      return undefined;
    },
  };
}
