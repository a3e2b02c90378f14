/** @jest-environment node */
// The client over a real socket (axios' node adapter): timeouts, refused connections and HTML
// answers become the Korean/999 errors the UI shows.
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { createApiClient, setApiErrorHandlers } from './client';

let server: Server;
let base = '';
const seen: Array<{ method?: string; headers: Record<string, unknown> }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method, headers: req.headers });
    if (req.url?.startsWith('/slow')) {
      const late = setTimeout(() => res.end('{}'), 500);
      // the client gave up (its timeout): no answer left to send, and no timer left behind
      res.on('close', () => clearTimeout(late));
      return;
    }
    if (req.url?.startsWith('/html')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>점검</title>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.startsWith('/cut')) return void res.end('{"header":{"isSuccessful":tru');
    if (req.url?.startsWith('/text')) return void res.end('"가입 안 함"');
    if (req.url?.startsWith('/headless')) return void res.end(JSON.stringify({ body: { joined: false } }));
    res.end(JSON.stringify({ header: { isSuccessful: true, resultCode: 0, resultMessage: '' }, body: { ok: true } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const restore = setApiErrorHandlers({ onErrorPage: () => {}, onAlert: () => {}, reload: () => {} });
afterAll(() => restore());

it('sends no-cache JSON requests and resolves the body', async () => {
  await expect(createApiClient({ baseURL: base }).get('/ok', { params: { ids: [1, 2] } })).resolves.toEqual({ ok: true });
  expect(seen.at(-1)?.headers['cache-control']).toBe('no-cache');
  expect(seen.at(-1)?.headers.pragma).toBe('no-cache');
  expect(seen.at(-1)?.headers['x-xsrf-token']).toBeUndefined();
});

it('times out with the Korean message', async () => {
  await expect(createApiClient({ baseURL: base, timeout: 100 }).get('/slow')).rejects.toMatchObject({
    kind: 'timeout',
    message: '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
  });
});

it('reports a refused connection as a network outage', async () => {
  // a port that was free a moment ago: nothing listens on it (a fixed one may be taken on the machine)
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  await expect(createApiClient({ baseURL: `http://127.0.0.1:${port}` }).get('/x')).rejects.toMatchObject({
    kind: 'network',
    message: '네트워크 연결을 확인해 주세요.',
  });
});

it('treats a text/html answer as error 999', async () => {
  await expect(createApiClient({ baseURL: base }).get('/html')).rejects.toMatchObject({ kind: 'html', status: 999 });
});

it("a 200 that is no envelope (cut-off JSON, a string, no header) is the generic failure, never a body (QA: '가입하기' shown to a V-Plus member)", async () => {
  for (const path of ['/cut', '/text', '/headless']) {
    await expect(createApiClient({ baseURL: base }).get(path)).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
  }
});

it('a write answered 2xx whose answer is cut off may have been done: an answer lost (as after a timeout), not a failure', async () => {
  const client = createApiClient({ baseURL: base });
  for (const path of ['/cut', '/text', '/headless']) {
    await expect(client.post(path, { amount: '1000' }, { idempotencyKey: 'k-1' })).rejects.toMatchObject({ kind: 'network', message: '네트워크 연결을 확인해 주세요.' });
  }
  // a whole answer to a write is read as before
  await expect(client.put('/ok', {})).resolves.toEqual({ ok: true });
});

it('keeps no minimum delay without a document (a server render shows no loading state to hold)', async () => {
  const answer = createApiClient({ baseURL: base }).get('/ok', { minDelay: 2_000 }).then(() => 'answered');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = new Promise((resolve) => (timer = setTimeout(() => resolve('waited'), 1_000)));
  try {
    await expect(Promise.race([answer, later])).resolves.toBe('answered');
  } finally {
    // a real timer of this (node) environment outlives the file: left running, it kept the jest
    // worker alive past its exit and jest force-exited it ("failed to exit gracefully")
    clearTimeout(timer);
  }
});
