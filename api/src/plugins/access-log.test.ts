import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { healthRoutes } from '../ops/health.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { captureLog, LEVEL } from '../test/log-capture.js';
import { internalRequestHeaders, loggedUrl } from './access-log.js';

describe('access log', () => {
  it('never writes a launch token or other secret query value; the rest of the URL stays as it came', () => {
    assert.equal(loggedUrl('/game-client?token=eyJtIjoxLCJnIjoicG9rZXI3In0.c2ln'), '/game-client?token=***');
    assert.equal(loggedUrl('/idp/callback?state=abc&code=xyz&TOKEN=1'), '/idp/callback?state=abc&code=***&TOKEN=***');
    assert.equal(loggedUrl('/shop?category=AVATAR&page=2'), '/shop?category=AVATAR&page=2');
    assert.equal(loggedUrl('/faq'), '/faq');
    assert.equal(loggedUrl('/x?%74oken=secret&%zz=1'), '/x?%74oken=***&%zz=1');
  });
});

describe('access log lines: players at info; the server itself and passing probes at debug', () => {
  let t: TestApp;
  const log = captureLog('debug');
  // empty: /readyz answers 503 (no shell published)
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-access-log-'));
  const accessLines = (reqId: string) => log.lines().filter((l) => l.msg === 'request' && l.reqId === reqId);

  before(async () => {
    t = await createTestApp({
      logger: log.logger,
      register: async (app) => {
        await healthRoutes(app, { deployDir });
        // what a handler sees of the request's headers
        app.get('/test/headers', async (req) => ({ headers: req.headers, internal: req.internal }));
      },
    });
  });
  after(async () => {
    await t?.close();
    fs.rmSync(deployDir, { recursive: true, force: true });
  });

  it("a player's request: one info line with its id", async () => {
    const res = await t.app.inject({ url: '/api/games', headers: { 'x-request-id': 'player-0001' } });
    assert.equal(res.statusCode, 200);
    const lines = accessLines('player-0001');
    assert.equal(lines.length, 1, log.text());
    assert.equal(lines[0].level, LEVEL.info);
    assert.equal(lines[0].url, '/api/games');
    assert.equal(lines[0].internal, undefined);
  });

  it("the start-up warm-up (the server's own request): a debug line marked warmup, no info line", async () => {
    const res = await t.app.inject({ url: '/api/games', headers: { ...internalRequestHeaders('warmup'), 'x-request-id': 'warmup-0001' } });
    assert.equal(res.statusCode, 200);
    const lines = accessLines('warmup-0001');
    assert.equal(lines.length, 1, log.text());
    assert.equal(lines[0].level, LEVEL.debug);
    assert.equal(lines[0].internal, 'warmup');
  });

  it("a client sending the internal header is still logged at info; no handler sees the header or the server's value", async () => {
    const real = internalRequestHeaders('ssr');
    const [name, value] = Object.entries(real)[0];
    const secret = value.slice(value.indexOf('.') + 1);
    const almost = secret.slice(0, -1) + (secret.endsWith('A') ? 'B' : 'A');
    for (const forged of ['ssr', 'ssr.guess', `ssr.${almost}`, `player.${secret}`]) {
      log.clear();
      const res = await t.app.inject({ url: '/test/headers', headers: { [name]: forged, 'x-request-id': 'forged-0001' } });
      assert.equal(res.json().internal, null);
      assert.equal(res.json().headers[name], undefined);
      const [line] = accessLines('forged-0001');
      assert.equal(line?.level, LEVEL.info, forged);
      assert.equal(line.internal, undefined);
    }
    // the real value: marked, and taken off the request before the handler
    const res = await t.app.inject({ url: '/test/headers', headers: real });
    assert.equal(res.json().internal, 'ssr');
    assert.equal(res.json().headers[name], undefined);
  });

  it('an in-process request made for another carries its id', async () => {
    const outer = await t.app.inject({ url: '/test/headers', headers: { 'x-request-id': 'outer-0001' } });
    assert.equal(outer.headers['x-request-id'], 'outer-0001');
    // what portal/ssr.ts does while serving a page: the parent's id on the read
    const parent = { id: 'outer-0001' } as Parameters<typeof internalRequestHeaders>[1];
    const inner = await t.app.inject({ url: '/api/games', headers: internalRequestHeaders('ssr', parent) });
    assert.equal(inner.headers['x-request-id'], 'outer-0001');
    const lines = accessLines('outer-0001');
    assert.deepEqual(
      lines.map((l) => [l.url, l.level, l.internal]),
      [
        ['/test/headers', LEVEL.info, undefined],
        ['/api/games', LEVEL.debug, 'ssr'],
      ],
    );
  });

  it('probes: /healthz and /readyz answering 2xx at debug; a failing /readyz (503) stays at info', async () => {
    assert.equal((await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'probe-0001' } })).statusCode, 200);
    assert.deepEqual(accessLines('probe-0001').map((l) => l.level), [LEVEL.debug]);
    assert.equal((await t.app.inject({ url: '/readyz', headers: { 'x-request-id': 'probe-0002' } })).statusCode, 503);
    assert.deepEqual(accessLines('probe-0002').map((l) => l.level), [LEVEL.info]);
    // a page path that is not a probe: info whatever its status
    assert.equal((await t.app.inject({ url: '/healthz/x', headers: { 'x-request-id': 'probe-0003' } })).statusCode, 404);
    assert.deepEqual(accessLines('probe-0003').map((l) => l.level), [LEVEL.info]);
  });
});
