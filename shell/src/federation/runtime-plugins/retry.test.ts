import { lastFailure, RemoteIncompatibleError } from './failures';
import { retryPlugin } from './retry';

type AnyHook = (...args: unknown[]) => Promise<unknown>;
const hook = (name: string) => (retryPlugin() as unknown as Record<string, AnyHook>)[name];

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  jest.useRealTimers();
});

function answers(...statuses: number[]) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    const status = statuses.shift() ?? 200;
    return { ok: status < 400, status } as Response;
  }) as typeof fetch;
  return calls;
}

describe('retry plugin', () => {
  it('fetches a manifest again after a 5xx (one retry), but not after a 404', async () => {
    const calls = answers(503, 200);
    const res = (await hook('fetch')('/remotes/mfe-shop/1/mf-manifest.json', {}, { name: 'mfe_shop' })) as Response;
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(2);

    const missing = answers(404);
    expect(((await hook('fetch')('/m.json', {}, { name: 'mfe_vip' })) as Response).status).toBe(404);
    expect(missing).toHaveLength(1);
  });

  it('gives up after the last attempt and records the failure for the fallback', async () => {
    answers(503, 503, 200);
    await expect(hook('fetch')('/remotes/mfe-hpc/1/mf-manifest.json', {}, { name: 'mfe_hpc' })).rejects.toThrow('HTTP 503');
    expect(lastFailure('mfe_hpc')).toMatchObject({ kind: 'load' });
  });

  it('loads a failed entry again with a new URL (the failed <script> is not reused)', async () => {
    const getRemoteEntry = jest.fn(async (_p: { getEntryUrl: (u: string) => string }) => ({ get: jest.fn(), init: jest.fn() }));
    const globalLoading: Record<string, unknown> = { k: Promise.reject(new Error('x')).catch(() => undefined) };
    const entry = await hook('loadEntryError')({ getRemoteEntry, origin: {}, remoteInfo: { name: 'mfe_shop' }, globalLoading, uniqueKey: 'k' });
    expect(entry).toBeTruthy();
    expect(globalLoading.k).toBeUndefined();
    expect(getRemoteEntry.mock.calls[0][0].getEntryUrl('/remotes/mfe-shop/1/remoteEntry.js')).toBe('/remotes/mfe-shop/1/remoteEntry.js?retry=1');
  });

  it('retries a module whose chunk failed once, and nothing else', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    const loadRemote = jest.fn(async () => ({ mount: jest.fn() }));
    const plugin = retryPlugin() as unknown as Record<string, AnyHook>;
    await expect(plugin.errorLoadRemote({ id: 'mfe_vip/lifecycles', error: chunkError, lifecycle: 'onLoad', origin: { loadRemote }, from: 'runtime' })).resolves.toMatchObject({});
    expect(loadRemote).toHaveBeenCalledWith('mfe_vip/lifecycles', { from: 'runtime' });
    // a manifest failure was already retried by the fetch hook; an incompatible remote never is
    await expect(plugin.errorLoadRemote({ id: 'mfe_vip/lifecycles', error: new Error('RUNTIME-003'), lifecycle: 'onLoad', origin: { loadRemote }, from: 'runtime' })).resolves.toBeUndefined();
    await expect(plugin.errorLoadRemote({ id: 'mfe_vip/layers', error: new RemoteIncompatibleError('x'), lifecycle: 'beforeRequest', origin: { loadRemote }, from: 'runtime' })).resolves.toBeUndefined();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(lastFailure('mfe_vip')).toMatchObject({ kind: 'incompatible' });
  });
});
