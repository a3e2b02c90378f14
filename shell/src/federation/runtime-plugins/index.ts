// The shell's federation runtime plugins — all failure handling of remote loading lives here:
// retry with backoff, per-attempt timeout, platform compatibility, failure records.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { compatibilityPlugin, type CompatibilityRules } from './compatibility';
import { retryPlugin } from './retry';
import { timeoutPlugin } from './timeout';

export { lastFailure, clearFailure, type RemoteFailureRecord } from './failures';
export { fetchWithTimeout } from './timeout';
export { REMOTE_ATTEMPT_TIMEOUT_MS, REMOTE_LOAD_ATTEMPTS } from './policy';
export type { CompatibilityRules };

/** The plugins the federation host is created with (./host). */
export function runtimePlugins(rules: CompatibilityRules): ModuleFederationRuntimePlugin[] {
  return [compatibilityPlugin(rules), timeoutPlugin(), retryPlugin()];
}
