// jsdom lacks TextEncoder/Request/fetch that react-router and axios adapters expect.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('util');
class HanpanJsdomEnv extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    if (!g.TextEncoder) g.TextEncoder = TextEncoder;
    if (!g.TextDecoder) g.TextDecoder = TextDecoder;
    for (const k of ['Request', 'Response', 'Headers', 'fetch', 'AbortController', 'structuredClone']) {
      if (!g[k] && globalThis[k]) g[k] = globalThis[k];
    }
  }
}
module.exports = HanpanJsdomEnv;
