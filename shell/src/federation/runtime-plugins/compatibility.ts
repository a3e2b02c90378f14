// Refuses a remote built against a platform the shell cannot satisfy, before any of its code runs
// (Module Federation itself would only warn and hand it the shell's copy: a silent break).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteIncompatibleError, remoteOfId } from './failures';

export interface CompatibilityRules {
  /** The platform version the shell provides. */
  platformVersion: string;
  /** The range the deployed version of a remote requires (undefined: unknown, not checked). */
  requiredRange(remote: string): string | undefined;
  satisfies(version: string, range: string): boolean;
}

export function compatibilityPlugin(rules: CompatibilityRules): ModuleFederationRuntimePlugin {
  return {
    name: 'hanpan-compatibility',
    beforeRequest(args) {
      const remote = remoteOfId(args.id);
      const range = rules.requiredRange(remote);
      if (range && !rules.satisfies(rules.platformVersion, range)) {
        const message = `[federation] ${remote}: @hanpan/platform ${range}이(가) 필요하지만 셸은 ${rules.platformVersion}을(를) 제공합니다 — 이 버전은 열지 않습니다.`;
        console.error(message);
        throw new RemoteIncompatibleError(message);
      }
      return args;
    },
  };
}
