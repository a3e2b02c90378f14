// jsdom lacks TextEncoder/Request/fetch that react-router and axios adapters expect.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('util');
const { setFlagsFromString } = require('v8');
const { runInNewContext } = require('vm');

// A finished file's window is not collected with it: V8 keeps it (and the modules its DOM nodes
// and globals reach) through two more full GCs (map retention), then sizes the heap by what
// survived. A worker grew to ~700 MB after ~70 files and, with nothing left running, took over
// jest-worker's 500 ms to exit: "A worker process has failed to exit gracefully". Past this heap,
// collect between files; the gc function is taken as jest-leak-detector does, then hidden again.
const COLLECT_ABOVE_BYTES = 200 * 1024 * 1024;
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
setFlagsFromString('--no-expose-gc');

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

  async teardown() {
    await super.teardown();
    // three: a retained window is freed by the third full GC after its file
    if (process.memoryUsage().heapUsed > COLLECT_ABOVE_BYTES) for (let i = 0; i < 3; i++) gc();
  }
}
module.exports = HanpanJsdomEnv;
