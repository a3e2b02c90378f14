// Federation runtime plugin of the shell (production): hands the shell's own copy of
// @module-federation/runtime-core to the remotes, which are built with
// `experiments.externalRuntime` and read it from the `_FEDERATION_RUNTIME_CORE` global instead of
// shipping a second copy in every remoteEntry.js. Same idea as the package's
// `provideExternalRuntime`, but an ES import: that one requires the CommonJS build and so put a
// second runtime-core in the shell (measured +22 KB gzip).
import * as runtimeCore from '@module-federation/runtime-core';

const VERSION = '2.9.2';

export default function provideRuntimeCore() {
  return {
    name: 'hanpan-provide-runtime-core',
    beforeInit(args) {
      const g = runtimeCore.Global;
      if (g && typeof g === 'object' && !g._FEDERATION_RUNTIME_CORE) {
        g._FEDERATION_RUNTIME_CORE = runtimeCore;
        g._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: VERSION };
      }
      return args;
    },
  };
}
