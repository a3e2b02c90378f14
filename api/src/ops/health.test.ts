import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/harness.js';
import { remoteManifest } from '../db/schema/index.js';
import { healthRoutes } from './health.js';

describe('ops: /healthz, /readyz, access log', () => {
  let t: TestApp;
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-health-'));
  before(async () => {
    t = await createTestApp({ register: (app) => healthRoutes(app, { deployDir }) });
  });
  after(async () => {
    await t.close();
    fs.rmSync(deployDir, { recursive: true, force: true });
  });

  it('/healthz answers 200 while the process is up', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().status, 'ok');
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  it('the probes set no cookies (a load balancer keeps none: each probe would get a new pre-session id)', async () => {
    for (const url of ['/healthz', '/readyz']) assert.equal((await t.app.inject({ url })).headers['set-cookie'], undefined, url);
    // a page does
    assert.ok((await t.app.inject({ url: '/api/not-a-route' })).headers['set-cookie'], 'the control');
  });

  it('/readyz is 503 until the shell and every remote it routes to are published (manifest and files), then 200 with every check ok', async () => {
    const before = await t.app.inject({ url: '/readyz' });
    assert.equal(before.statusCode, 503);
    assert.deepEqual(before.json().checks, { database: 'ok', migrations: 'ok', shell: 'fail', remotes: 'unknown' });
    fs.mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(deployDir, 'shell', 'index.html'), '<!doctype html>');
    // the shell routes to mfe_vip: not ready while the manifest has no version of it
    fs.writeFileSync(path.join(deployDir, 'shell', 'routes.json'), JSON.stringify({ routes: [], prefixes: { mfe_vip: ['/vip'] } }));
    const noRemote = await t.app.inject({ url: '/readyz' });
    assert.equal(noRemote.statusCode, 503);
    assert.deepEqual(noRemote.json().checks, { database: 'ok', migrations: 'ok', shell: 'ok', remotes: 'fail' });
    await t.db.insert(remoteManifest).values({ remote: 'mfe_vip', package: 'mfe-vip', version: '1.0.0-b1', entry: '/remotes/mfe-vip/1.0.0-b1/mf-manifest.json' });
    // in the manifest, but its files are not in the deploy dir (a broken shared mount): not ready
    const noFiles = await t.app.inject({ url: '/readyz' });
    assert.equal(noFiles.statusCode, 503);
    assert.equal(noFiles.json().checks.remotes, 'fail');
    fs.mkdirSync(path.join(deployDir, 'remotes', 'mfe-vip', '1.0.0-b1'), { recursive: true });
    fs.writeFileSync(path.join(deployDir, 'remotes', 'mfe-vip', '1.0.0-b1', 'mf-manifest.json'), '{}');
    const after = await t.app.inject({ url: '/readyz' });
    assert.equal(after.statusCode, 200);
    assert.deepEqual(after.json(), { status: 'ready', checks: { database: 'ok', migrations: 'ok', shell: 'ok', remotes: 'ok' } });
  });

  it("/readyz stays 200 'degraded' naming the remotes missing while others are there: one area's fallback must not take every process out of the load balancer", async () => {
    // (the test before published the shell routing to mfe_vip, which is there)
    fs.writeFileSync(path.join(deployDir, 'shell', 'routes.json'), JSON.stringify({ routes: [], prefixes: { mfe_vip: ['/vip'], mfe_hpc: ['/hpc'] } }));
    const degraded = await t.app.inject({ url: '/readyz' });
    assert.equal(degraded.statusCode, 200);
    assert.deepEqual(degraded.json(), { status: 'degraded', checks: { database: 'ok', migrations: 'ok', shell: 'ok', remotes: 'degraded' }, missingRemotes: ['mfe_hpc'] });
    fs.writeFileSync(path.join(deployDir, 'shell', 'routes.json'), JSON.stringify({ routes: [], prefixes: { mfe_vip: ['/vip'] } }));
  });

  it('/readyz reports migrations not applied when the journal lists more than the database has', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-journal-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ entries: new Array(999).fill({}) }));
    const other = await createTestApp({ register: (app) => healthRoutes(app, { deployDir, migrationsFolder: folder }) });
    try {
      const res = await other.app.inject({ url: '/readyz' });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().checks.migrations, 'fail');
    } finally {
      await other.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('every response carries a request id; a safe caller id is echoed, an unsafe one replaced', async () => {
    const own = await t.app.inject({ url: '/healthz' });
    assert.match(String(own.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c21' } });
    assert.equal(given.headers['x-request-id'], 'lb-7f3a9c21');
    const bad = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>alert(1)</script>' } });
    assert.notEqual(bad.headers['x-request-id'], '<script>alert(1)</script>');
  });
});
