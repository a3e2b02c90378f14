// Bounds each attempt: entry scripts through the runtime's createScript hook, manifest JSON through
// its fetch hook (the retry plugin calls it per attempt). Remote chunks have webpack's
// chunkLoadTimeout (scripts/remote-webpack.cjs).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_ATTEMPT_TIMEOUT_MS } from './policy';
import { RemoteTimeoutError } from './failures';

/** fetch with an abort after the attempt timeout; a timeout rejects with RemoteTimeoutError. */
export async function fetchWithTimeout(url: string, init: RequestInit = {}, ms = REMOTE_ATTEMPT_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new RemoteTimeoutError(`${url}: no answer within ${ms} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hanpan-timeout',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else script.setAttribute(name, String(value));
      }
      return { script, timeout: REMOTE_ATTEMPT_TIMEOUT_MS };
    },
  };
}
