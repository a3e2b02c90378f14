/** @jest-environment node */
// The shortcut app's worker (shell/public/sw.js, served as /shell/sw.js) run against fake caches:
// the offline page for navigations, hashed build files from the cache, API calls never cached.
import fs from 'node:fs';
import path from 'node:path';

type Listener = (event: { request?: Request; respondWith(r: Promise<Response | undefined>): void; waitUntil(p: Promise<unknown>): void }) => void;

function loadWorker(network: (req: Request) => Promise<Response>, store: (write: () => void) => Promise<void> = async (write) => write()) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const m = stores.get(name)!;
    return {
      match: async (r: Request | string) => m.get(typeof r === 'string' ? r : new URL(r.url).pathname)?.clone(),
      put: (r: Request | string, res: Response) => store(() => void m.set(typeof r === 'string' ? r : new URL(r.url).pathname, res)),
      keys: async () => [...m.keys()],
      delete: async (k: string) => m.delete(k),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (k: string) => stores.delete(k),
    match: async (url: string) => {
      for (const m of stores.values()) if (m.has(url)) return m.get(url)!.clone();
      return undefined;
    },
  };
  const self = {
    location: { origin: 'http://m.localhost:8080' },
    addEventListener: (type: string, l: Listener) => void (listeners[type] = l),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const source = fs.readFileSync(path.join(__dirname, '../../../public/sw.js'), 'utf8');
  new Function('self', 'caches', 'fetch', 'Response', source)(self, caches, network, Response);
  const waits: Promise<unknown>[] = [];
  /** The response the page gets; the worker's remaining work (`waitUntil`) may still run. */
  const dispatch = async (type: string, request?: Request): Promise<Response | undefined | null> => {
    let responded = null as Promise<Response | undefined> | null;
    listeners[type]!({ request, respondWith: (r) => void (responded = r), waitUntil: (p) => void waits.push(p) });
    const response = responded === null ? null : await responded;
    if (type !== 'fetch') await Promise.all(waits);
    return response;
  };
  /** Until the worker has finished what it does after answering (cache writes). */
  const settled = async () => {
    while (waits.length) await waits.shift();
  };
  return { dispatch, stores, settled };
}

const ok = (body: string) => Object.defineProperty(new Response(body), 'type', { value: 'basic' });
const nav = (url: string) => Object.defineProperty(new Request(url), 'mode', { value: 'navigate' });

describe('shortcut app service worker', () => {
  it('shows the Korean offline page when a navigation cannot reach the network', async () => {
    const w = loadWorker(() => Promise.reject(new TypeError('offline')));
    await w.dispatch('install');
    const page = await w.dispatch('fetch', nav('http://m.localhost:8080/mobile/shop'));
    expect(await page!.text()).toContain('오프라인 상태입니다. 네트워크 연결을 확인해 주세요.');
  });

  it('caches hashed build files once and serves them offline; API, entries and manifests go to the network', async () => {
    let calls = 0;
    let online = true;
    const w = loadWorker(async (req) => {
      calls += 1;
      if (!online) throw new TypeError('offline');
      return ok(`net:${new URL(req.url).pathname}`);
    });
    await w.dispatch('install');
    const chunk = 'http://m.localhost:8080/remotes/mfe-mobile/0.1.0-b7/412.1a2b3c4d.js';
    expect(await (await w.dispatch('fetch', new Request(chunk)))!.text()).toBe('net:/remotes/mfe-mobile/0.1.0-b7/412.1a2b3c4d.js');
    await w.settled();
    online = false;
    expect(await (await w.dispatch('fetch', new Request(chunk)))!.text()).toBe('net:/remotes/mfe-mobile/0.1.0-b7/412.1a2b3c4d.js');
    expect(calls).toBe(1);
    online = true;
    expect(await w.dispatch('fetch', new Request('http://m.localhost:8080/shell/vendor.0badc0de.css'))).toBeDefined();
    for (const url of ['/api/mobile-contents/members/personal-state', '/remotes.json', '/remotes/mfe-shop/1.0.0-b2/remoteEntry.js', '/shell/main.js', 'https://cdn.example.com/x.1a2b3c4d.js']) {
      expect(await w.dispatch('fetch', new Request(new URL(url, 'http://m.localhost:8080')))).toBeNull();
    }
    const post = new Request('http://m.localhost:8080/remotes/mfe-shop/1/a.1a2b3c4d.js', { method: 'POST', body: 'x' });
    expect(await w.dispatch('fetch', post)).toBeNull();
  });

  it('hands a build file to the page before its cache write ends, and still when the write fails', async () => {
    let finishWrite: () => void = () => undefined;
    const slow = loadWorker(
      async () => ok('chunk'),
      (write) =>
        new Promise<void>((resolve) => {
          finishWrite = () => {
            write();
            resolve();
          };
        }),
    );
    const chunk = new Request('http://m.localhost:8080/remotes/mfe-shop/1.0.0-b2/844.1a2b3c4d.js');
    expect(await (await slow.dispatch('fetch', chunk))!.text()).toBe('chunk');
    expect(slow.stores.get('hanpan-assets-1')?.size ?? 0).toBe(0);
    finishWrite();
    await slow.settled();
    expect(slow.stores.get('hanpan-assets-1')?.size).toBe(1);

    const full = loadWorker(
      async () => ok('chunk'),
      () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
    );
    expect(await (await full.dispatch('fetch', chunk))!.text()).toBe('chunk');
    await expect(full.settled()).resolves.toBeUndefined();
  });

  it('drops caches of older workers when it takes over', async () => {
    const w = loadWorker(async () => ok('x'));
    w.stores.set('hanpan-sw-1', new Map());
    await w.dispatch('install');
    await w.dispatch('activate');
    expect([...w.stores.keys()]).toEqual(['hanpan-sw-2']);
  });
});
