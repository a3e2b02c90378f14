import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import { REPO_ROOT } from '../db/client.js';
import { members, remoteDeployments, remoteManifest, remoteVersions } from '../db/schema/index.js';
import { portalPlugin } from '../portal/index.js';
import { buildApp } from '../app.js';
import { startJobs, type Job, type JobStatus, type Runner } from '../jobs/runner.js';
import { createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { captureLog, LEVEL, type CapturedLog } from '../test/log-capture.js';
import { registerOps } from './index.js';
import { activationHistory, deployVersion, RemotesManifest, rollbackVersion } from './remotes.js';
import { when } from './versions-page.js';

const TOKEN = 'test-deploy-token-0123456789';

function publish(dir: string, pkg: string, remote: string, version: string) {
  const folder = path.join(dir, 'remotes', pkg, version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: remote, name: remote }));
}

describe('ops: remotes manifest in the database, deploy endpoint, change events', () => {
  let t: TestApp;
  let manifest: RemotesManifest;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-remotes-'));
  const log = captureLog('info');
  const deploy = (pkg: string, body: Record<string, unknown>, token = TOKEN) =>
    t.app.inject({ method: 'POST', url: `/__deploy/remotes/${pkg}`, headers: { authorization: `Bearer ${token}` }, payload: body });

  before(async () => {
    // published while no server ran: recorded at start-up
    publish(dir, 'mfe-vip', 'mfe_vip', '1.0.0-b1');
    fs.mkdirSync(path.join(dir, 'history'));
    fs.writeFileSync(path.join(dir, 'history', 'mfe-vip.json'), JSON.stringify({ package: 'mfe-vip', current: '1.0.0-b1', versions: [{ version: '1.0.0-b1', buildId: 'b1', builtAt: '2026-11-24T00:00:00.000Z' }] }));
    t = await createTestApp({
      config: { deployToken: TOKEN, remotesPollMs: 200 },
      logger: log.logger,
      register: async (app) => {
        manifest = (await registerOps(app, { deployDir: dir })).manifest;
        await app.register(portalPlugin, { deployDir: dir, remotes: manifest, env: {} });
      },
    });
  });
  after(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a version published while no server ran is served after start-up', async () => {
    const res = await t.app.inject({ url: '/remotes.json' });
    assert.equal(res.json().mfe_vip.version, '1.0.0-b1');
    assert.equal(res.json().mfe_vip.entry, '/remotes/mfe-vip/1.0.0-b1/mf-manifest.json');
  });

  it('the deploy endpoint needs the bearer token and a published folder, answering in Korean', async () => {
    publish(dir, 'mfe-shop', 'mfe_shop', '1.0.0-a');
    assert.equal((await deploy('mfe-shop', { action: 'deploy', remote: 'mfe_shop', version: '1.0.0-a' }, 'wrong')).statusCode, 401);
    // without the token, a body that would not pass is refused for the token, not described field by field (QA)
    const anonymous = await t.app.inject({ method: 'POST', url: '/__deploy/remotes/mfe-shop', payload: {} });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().header.resultMessage, '배포 토큰이 올바르지 않습니다.');
    assert.equal((await deploy('mfe-shop', {}, 'wrong')).statusCode, 401);
    const missing = await deploy('mfe-shop', { action: 'deploy', remote: 'mfe_shop', version: '9.9.9-none' });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.json().header.resultMessage, /파일이 없습니다/);
    assert.equal((await deploy('mfe-shop', { action: 'deploy', remote: 'mfe_shop', version: '../../etc' })).statusCode, 400);
    const ok = await deploy('mfe-shop', { action: 'deploy', remote: 'mfe_shop', version: '1.0.0-a', buildId: 'a' });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual({ version: ok.json().body.version, previous: ok.json().body.previous }, { version: '1.0.0-a', previous: null });
    assert.equal((await t.app.inject({ url: '/remotes.json' })).json().mfe_shop.version, '1.0.0-a');
    // the switch is one info line an on-call engineer finds by its event
    const switched = log.lines().filter((l) => l.event === 'remote_switched');
    assert.equal(switched.length, 1);
    assert.deepEqual(switched[0]!.deploy, { package: 'mfe-shop', action: 'deploy', remote: 'mfe_shop', version: '1.0.0-a', buildId: 'a', previous: null });
  });

  it('two deploys at the same moment both land (two remotes, and twice the same remote)', async () => {
    publish(dir, 'mfe-shop', 'mfe_shop', '1.0.0-b');
    publish(dir, 'mfe-shop', 'mfe_shop', '1.0.0-c');
    publish(dir, 'mfe-plus', 'mfe_plus', '2.0.0-a');
    const [a, b, c] = await Promise.all([
      deploy('mfe-shop', { action: 'deploy', remote: 'mfe_shop', version: '1.0.0-b' }),
      deploy('mfe-plus', { action: 'deploy', remote: 'mfe_plus', version: '2.0.0-a' }),
      deploy('mfe-shop', { action: 'deploy', remote: 'mfe_shop', version: '1.0.0-c' }),
    ]);
    assert.deepEqual([a.statusCode, b.statusCode, c.statusCode], [200, 200, 200]);
    const served = (await t.app.inject({ url: '/remotes.json' })).json();
    assert.equal(served.mfe_plus.version, '2.0.0-a');
    assert.ok(['1.0.0-b', '1.0.0-c'].includes(served.mfe_shop.version));
    const log = await t.db.select().from(remoteDeployments).where(eq(remoteDeployments.remote, 'mfe_shop'));
    assert.equal(log.length, 3, 'every deploy of mfe_shop is in the log');
    // the later one's previous is the earlier one: serialised, nothing lost
    const [second, third] = log.slice(1);
    assert.equal(third.previousVersion, second.version);
  });

  it('rollback goes to the version that was serving before the current one, skipping folders no longer there', async () => {
    const [row] = await t.db.select().from(remoteManifest).where(eq(remoteManifest.remote, 'mfe_shop'));
    const res = await deploy('mfe-shop', { action: 'rollback', remote: 'mfe_shop' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual({ version: res.json().body.version, previous: res.json().body.previous }, { version: row.previousVersion, previous: row.version });
    assert.equal((await t.app.inject({ url: '/remotes.json' })).json().mfe_shop.version, row.previousVersion);

    fs.rmSync(path.join(dir, 'remotes', 'mfe-plus'), { recursive: true });
    publish(dir, 'mfe-plus', 'mfe_plus', '2.0.0-b');
    await deploy('mfe-plus', { action: 'deploy', remote: 'mfe_plus', version: '2.0.0-b' });
    const none = await deploy('mfe-plus', { action: 'rollback', remote: 'mfe_plus' });
    assert.equal(none.statusCode, 409);
    assert.match(none.json().header.resultMessage, /되돌릴 이전 버전이 없습니다/);
  });

  it('rollback walks back through the activations, never to a version rolled away from unless named with --to (the QA sequence)', async () => {
    for (const v of ['A', 'B', 'C', 'D', 'E', 'F']) publish(dir, 'mfe-mobile', 'mfe_mobile', `5.0.0-${v}`);
    const served = async () => (await t.app.inject({ url: '/remotes.json' })).json().mfe_mobile.version as string;
    const step = async (body: Record<string, unknown>) => {
      const res = await deploy('mfe-mobile', { remote: 'mfe_mobile', ...body });
      assert.equal(res.statusCode, 200, res.body);
      return `${res.json().body.previous} → ${res.json().body.version}`;
    };
    const deployed = (v: string) => step({ action: 'deploy', version: `5.0.0-${v}` });
    const rollback = (to?: string) => step({ action: 'rollback', ...(to ? { to: `5.0.0-${to}` } : {}) });
    await deployed('A');
    assert.equal(await deployed('B'), '5.0.0-A → 5.0.0-B');
    assert.equal(await rollback(), '5.0.0-B → 5.0.0-A');
    assert.equal(await rollback('B'), '5.0.0-A → 5.0.0-B');
    assert.equal(await rollback(), '5.0.0-B → 5.0.0-A');
    // a throwing build switched in without the smoke gate: rollback returns to what served before it
    assert.equal(await deployed('C'), '5.0.0-A → 5.0.0-C');
    assert.equal(await rollback(), '5.0.0-C → 5.0.0-A', 'not B, which was rolled away from');
    assert.equal(await deployed('D'), '5.0.0-A → 5.0.0-D');
    assert.equal(await rollback(), '5.0.0-D → 5.0.0-A', 'not the known-broken C');
    // nothing was serving before A here: nothing to go back to, and nothing changed
    const none = await deploy('mfe-mobile', { action: 'rollback', remote: 'mfe_mobile' });
    assert.equal(none.statusCode, 409);
    assert.match(none.json().header.resultMessage, /되돌릴 이전 버전이 없습니다 \(현재 5\.0\.0-A\)/);
    assert.equal(await served(), '5.0.0-A');
    // repeated rollbacks walk back one activation at a time
    await deployed('E');
    await deployed('F');
    assert.equal(await rollback(), '5.0.0-F → 5.0.0-E');
    assert.equal(await rollback(), '5.0.0-E → 5.0.0-A');
    assert.equal((await deploy('mfe-mobile', { action: 'rollback', remote: 'mfe_mobile' })).statusCode, 409);
    // --to reaches any published version; one on the activations returns there (the later ones drop)
    assert.equal(await rollback('C'), '5.0.0-A → 5.0.0-C');
    assert.equal(await rollback(), '5.0.0-C → 5.0.0-A');
    await deployed('E');
    await deployed('F');
    assert.equal(await rollback('A'), '5.0.0-F → 5.0.0-A');
    assert.equal((await deploy('mfe-mobile', { action: 'rollback', remote: 'mfe_mobile' })).statusCode, 409, 'E and F were rolled away from');
    assert.equal(await served(), '5.0.0-A');
  });

  it('rollback --to a version that is not published, already current or gone says so, naming the published ones', async () => {
    const unknown = await deploy('mfe-mobile', { action: 'rollback', remote: 'mfe_mobile', to: '0.1.0-nonexistent' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().header.resultMessage, /^mfe_mobile: 0\.1\.0-nonexistent은\(는\) 게시된 버전이 아닙니다\. 게시된 버전\(최근 순\): 5\.0\.0-F, 5\.0\.0-E, 5\.0\.0-D, 5\.0\.0-C, 5\.0\.0-B, 5\.0\.0-A \(\/__versions\)\.$/);
    const same = await deploy('mfe-mobile', { action: 'rollback', remote: 'mfe_mobile', to: '5.0.0-A' });
    assert.equal(same.statusCode, 409);
    assert.match(same.json().header.resultMessage, /이미 현재 버전입니다/);
    fs.rmSync(path.join(dir, 'remotes', 'mfe-mobile', '5.0.0-D'), { recursive: true });
    const gone = await deploy('mfe-mobile', { action: 'rollback', remote: 'mfe_mobile', to: '5.0.0-D' });
    assert.equal(gone.statusCode, 409);
    assert.match(gone.json().header.resultMessage, /5\.0\.0-D의 파일이 배포 폴더에 없습니다\. 게시된 버전\(최근 순\): 5\.0\.0-F, 5\.0\.0-E, 5\.0\.0-C/);
    assert.equal((await t.app.inject({ url: '/remotes.json' })).json().mfe_mobile.version, '5.0.0-A');
  });

  it('activationHistory: deploys add, a rollback to a listed version returns to its latest activation', () => {
    const log = (...steps: string[]) => steps.map((s) => ({ action: s.startsWith('<') ? 'rollback' : 'deploy', version: s.replace('<', '') }));
    assert.deepEqual(activationHistory(log('A', 'B', '<A', '<B', '<A', 'C', '<A')), ['A']);
    assert.deepEqual(activationHistory(log('A', 'B', 'A', 'C', '<A')), ['A', 'B', 'A']);
    assert.deepEqual(activationHistory(log('A', 'B', '<X')), ['A', 'B', 'X']);
  });

  it('a change made elsewhere (another process writing the database) reaches open event streams', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const events: string[] = [];
    const req = http.get({ host: '127.0.0.1', port, path: '/__events/remotes' });
    const res = await new Promise<http.IncomingMessage>((r) => req.once('response', r));
    assert.equal(res.headers['content-type'], 'text/event-stream; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'no-store, no-transform');
    res.setEncoding('utf8');
    res.on('data', (d: string) => events.push(d));
    await new Promise((r) => setTimeout(r, 100));
    const before = events.join('');
    assert.match(before, /event: remotes\ndata: \{"revision":\d+\}/);
    // as another process would: straight into the table, not through this process's store
    publish(dir, 'mfe-hpc', 'mfe_hpc', '3.0.0-a');
    const { deployVersion } = await import('./remotes.js');
    await deployVersion(t.db, { remote: 'mfe_hpc', package: 'mfe-hpc', version: '3.0.0-a' });
    const started = Date.now();
    while (events.join('') === before && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
    assert.ok(Date.now() - started < 5_000, 'event within 5 s');
    const revision = Number(/"revision":(\d+)\}\n\n$/.exec(events.join(''))?.[1]);
    assert.equal(revision, manifest.lastRevision);
    req.destroy();
  });
});

/** The deploy scripts' history writer (what `npm run deploy`/`rollback` record in the deploy dir). */
interface DeployLib {
  readHistory(pkg: string, dir: string): { package: string; current?: string; currentAt?: string; versions: { version: string }[]; log: unknown[] };
  writeJsonAtomic(file: string, value: unknown): void;
  markCurrent(pkg: string, version: string, dir: string, opts?: { action?: 'deploy' | 'rollback' }): unknown;
}

describe('ops: a server start applies the deploy dir’s record when it is later than the database’s last switch', () => {
  let t: TestApp;
  let lib: DeployLib;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-import-'));
  const v = (n: number) => `0.1.0-b2026120117000${n}`;
  /** A version folder listed in the history, not named current (what the deploy script stages). */
  const stage = (version: string) => {
    publish(dir, 'mfe-vip', 'mfe_vip', version);
    const history = lib.readHistory('mfe-vip', dir);
    history.versions.push({ version });
    lib.writeJsonAtomic(path.join(dir, 'history', 'mfe-vip.json'), history);
  };
  const served = async () => (await t.app.inject({ url: '/remotes.json' })).json().mfe_vip?.version as string | undefined;
  /** A start of another server process on this deploy dir and this database. */
  const restart = () => new RemotesManifest(t.db, path.join(dir, 'remotes')).importPublished(dir);
  const lastSwitch = async () => (await t.db.select().from(remoteDeployments).where(eq(remoteDeployments.remote, 'mfe_vip')).orderBy(asc(remoteDeployments.id))).at(-1);
  // the record and the database's switch are never in the same millisecond
  const tick = () => new Promise((r) => setTimeout(r, 5));
  const available = async () => true;

  before(async () => {
    lib = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/lib/deploy-lib.mjs')).href)) as DeployLib;
    t = await createTestApp({
      config: { deployToken: TOKEN },
      register: async (app) => {
        const { manifest } = await registerOps(app, { deployDir: dir });
        await app.register(portalPlugin, { deployDir: dir, remotes: manifest, env: {} });
      },
    });
  });
  after(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a redeploy of a version the database has seen, recorded while no server took it, is served after the next start (the ops review)', async () => {
    for (const n of [1, 2]) stage(v(n));
    await deployVersion(t.db, { remote: 'mfe_vip', package: 'mfe-vip', version: v(1) });
    await deployVersion(t.db, { remote: 'mfe_vip', package: 'mfe-vip', version: v(2) });
    await rollbackVersion(t.db, 'mfe_vip', { available });
    assert.equal(await served(), v(1));
    await tick();
    // `npm run deploy -- mfe-vip` aimed at a port where nothing answers: only the deploy dir records it
    lib.markCurrent('mfe-vip', v(2), dir);
    assert.ok(lib.readHistory('mfe-vip', dir).currentAt, 'the record says when');
    const recorded = lib.readHistory('mfe-vip', dir).currentAt;
    assert.deepEqual(await restart(), [{ remote: 'mfe_vip', version: v(2), previous: v(1), action: 'deploy', record: path.join(dir, 'history', 'mfe-vip.json'), recordedAt: recorded }]);
    assert.equal(await served(), v(2));
    assert.deepEqual({ action: (await lastSwitch())?.action, version: (await lastSwitch())?.version }, { action: 'deploy', version: v(2) });
    // applied once: the next start has nothing to do
    const count = (await t.db.select().from(remoteDeployments).where(eq(remoteDeployments.remote, 'mfe_vip'))).length;
    assert.deepEqual(await restart(), []);
    assert.equal((await t.db.select().from(remoteDeployments).where(eq(remoteDeployments.remote, 'mfe_vip'))).length, count);
  });

  it('a rollback recorded offline is applied as a rollback; a record older than the database’s last switch is not, even of a version it never saw', async () => {
    await tick();
    lib.markCurrent('mfe-vip', v(1), dir, { action: 'rollback' });
    await restart();
    assert.equal(await served(), v(1));
    assert.deepEqual({ action: (await lastSwitch())?.action, version: (await lastSwitch())?.version }, { action: 'rollback', version: v(1) });

    // a deploy recorded in the folder (v3, never seen by the database), then a rollback through a
    // running server that this folder did not record: the start keeps the database's later choice
    stage(v(3));
    lib.markCurrent('mfe-vip', v(3), dir);
    await tick();
    await rollbackVersion(t.db, 'mfe_vip', { to: v(2), available });
    assert.deepEqual(await restart(), []);
    assert.equal(await served(), v(2));
    const [listed] = await t.db.select().from(remoteVersions).where(and(eq(remoteVersions.remote, 'mfe_vip'), eq(remoteVersions.version, v(3))));
    assert.ok(listed, 'v3 is listed as published (rollback --to, /__versions), not switched to');

    // a history file written before `currentAt` existed: a version the database has seen is not applied
    const old = lib.readHistory('mfe-vip', dir);
    lib.writeJsonAtomic(path.join(dir, 'history', 'mfe-vip.json'), { package: 'mfe-vip', current: v(1), versions: old.versions, log: [] });
    assert.deepEqual(await restart(), []);
    assert.equal(await served(), v(2));
  });

  /** Another server process starting on this deploy dir and this database: its start-up log lines. */
  const start = async () => {
    const lines: { obj: Record<string, unknown>; msg: string; level?: 'warn' }[] = [];
    const app = await buildApp({ db: t.db, config: t.config });
    try {
      await registerOps(app, { deployDir: dir, log: { info: (obj, msg) => void lines.push({ obj, msg }), warn: (obj, msg) => void lines.push({ obj, msg, level: 'warn' }) } });
      await app.ready();
    } finally {
      await app.close();
    }
    return lines;
  };

  it('a server start logs what it applied from the deploy dir (remote, version, record) at info, and nothing when it applied nothing', async () => {
    assert.deepEqual(await start(), [], 'nothing recorded since the last switch');
    await tick();
    lib.markCurrent('mfe-vip', v(1), dir, { action: 'rollback' });
    const recordedAt = lib.readHistory('mfe-vip', dir).currentAt;
    assert.deepEqual(await start(), [
      {
        obj: { remote: 'mfe_vip', version: v(1), previous: v(2), action: 'rollback', record: path.join(dir, 'history', 'mfe-vip.json'), recordedAt },
        msg: 'start-up: applied a deploy recorded in the deploy dir',
      },
    ]);
    assert.equal(await served(), v(1));
    assert.deepEqual(await start(), [], 'applied once');
  });

  it('a record start-up cannot apply is logged at warn with why (it was skipped silently: the ops review), the others still applied', async () => {
    const shop = path.join(dir, 'history', 'mfe-shop.json');
    const broken = path.join(dir, 'history', 'mfe-hpc.json');
    // a version whose files were removed by hand, and a file cut short
    lib.writeJsonAtomic(shop, { package: 'mfe-shop', current: '9.9.9-gone', currentAt: new Date().toISOString(), versions: [{ version: '9.9.9-gone' }], log: [] });
    fs.writeFileSync(broken, '{"package": "mfe-hpc", "curr');
    await tick();
    lib.markCurrent('mfe-vip', v(2), dir);
    try {
      const lines = await start();
      const warned = lines.filter((l) => l.level === 'warn');
      assert.deepEqual(
        warned.map((l) => [l.obj.record, l.msg]),
        [
          [broken, 'start-up: a deploy record in the deploy dir was not applied'],
          [shop, 'start-up: a deploy record in the deploy dir was not applied'],
        ],
      );
      assert.match(String(warned[0]!.obj.reason), /^failed: /);
      assert.equal(warned[1]!.obj.reason, 'its current version 9.9.9-gone has no files in remotes/mfe-shop/9.9.9-gone');
      assert.deepEqual(lines.filter((l) => !l.level).map((l) => l.obj.version), [v(2)]);
      assert.equal(await served(), v(2));
    } finally {
      fs.rmSync(shop);
      fs.rmSync(broken);
    }
  });
});

describe('ops: /__versions', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-versions-'));
  const apps: TestApp[] = [];
  const open = async (config: Record<string, unknown>, { log, jobs }: { log?: CapturedLog; jobs?: () => JobStatus[] | null } = {}) => {
    const t = await createTestApp({
      config,
      ...(log ? { logger: log.logger } : {}),
      register: async (app) => {
        const { manifest } = await registerOps(app, { deployDir: dir, jobs });
        await app.register(portalPlugin, { deployDir: dir, remotes: manifest, env: {} });
      },
    });
    apps.push(t);
    return t;
  };
  before(() => {
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><html><head><title>한판</title></head><body></body></html>');
    fs.writeFileSync(path.join(dir, 'shell', 'build-info.json'), JSON.stringify({ buildId: 'b20261124000000000', builtAt: '2026-11-24T00:00:00.000Z' }));
    publish(dir, 'mfe-vip', 'mfe_vip', '1.0.0-v1');
    publish(dir, 'mfe-vip', 'mfe_vip', '1.0.0-v2');
  });
  after(async () => {
    for (const t of apps) await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists the shell and each remote in Korean: version, build and deploy time (KST), previous version, whether the entry answers', async () => {
    const log = captureLog('debug');
    const t = await open({}, { log });
    const { deployVersion, rollbackVersion } = await import('./remotes.js');
    await deployVersion(t.db, { remote: 'mfe_vip', package: 'mfe-vip', version: '1.0.0-v1', builtAt: '2026-11-24T01:00:00.000Z' });
    await deployVersion(t.db, { remote: 'mfe_vip', package: 'mfe-vip', version: '1.0.0-v2', builtAt: '2026-11-24T02:00:00.000Z' });
    const res = await (await t.guest()).get('/__versions', { headers: { 'x-request-id': 'versions-0001' } });
    assert.equal(res.statusCode, 200);
    // one info line for the page; its entry checks are debug lines with its id
    assert.deepEqual(
      log.lines().filter((l) => l.msg === 'request' && l.reqId === 'versions-0001').map((l) => [l.url, l.level, l.internal]),
      [
        ['/shell/index.html', LEVEL.debug, 'versions'],
        ['/remotes/mfe-vip/1.0.0-v2/mf-manifest.json', LEVEL.debug, 'versions'],
        ['/__versions', LEVEL.info, undefined],
      ],
    );
    // the demo honours remote overrides for everyone, and lets them load from a local dev server
    const home = await (await t.guest()).get('/');
    assert.match(home.body, /<meta name="hanpan:overrides" content="on">/);
    assert.match(String(home.headers['content-security-policy']), /script-src [^;]*http:\/\/localhost:\*/);
    // and its live-reload socket (a dev server's ws://)
    assert.match(String(home.headers['content-security-policy']), /connect-src [^;]*ws:\/\/localhost:\*/);
    const html = res.body;
    assert.match(html, /<h1>배포 버전<\/h1>/);
    assert.match(html, /<tr data-name="shell"><td>shell<\/td><td><code>b20261124000000000<\/code><\/td><td>2026-11-24 09:00:00<\/td>/);
    assert.match(html, /<tr data-name="mfe_vip"><td>mfe_vip<\/td><td><code>1\.0\.0-v2<\/code><\/td><td>2026-11-24 11:00:00<\/td><td>[0-9: -]+<\/td><td><code>1\.0\.0-v1<\/code><\/td><td><code>1\.0\.0-v1<\/code><\/td><td class="ok">정상<\/td>/);
    // after a rollback the version before is the one rolled away from; a plain rollback would not go there
    await rollbackVersion(t.db, 'mfe_vip', { available: async () => true });
    assert.match((await (await t.guest()).get('/__versions')).body, /<td><code>1\.0\.0-v2<\/code><\/td><td>—<\/td><td class="ok">/);
    await deployVersion(t.db, { remote: 'mfe_vip', package: 'mfe-vip', version: '1.0.0-v2' });
    // the entry's files disappear: the page says so
    fs.rmSync(path.join(dir, 'remotes', 'mfe-vip', '1.0.0-v2'), { recursive: true });
    assert.match((await (await t.guest()).get('/__versions')).body, /<td class="down">응답 없음<\/td>/);
  });

  it('shows this process’s scheduled jobs: last run (start, duration, what it did, the error), next due time; or that it runs none (JOBS=0)', async () => {
    let runner: Runner | null = null;
    const t = await open({}, { jobs: () => runner?.status() ?? null });
    const off = await (await t.guest()).get('/__versions');
    assert.match(off.body, /<h2>예약 작업<\/h2>/);
    assert.match(off.body, /data-testid="jobs-off">이 프로세스는 예약 작업을 돌리지 않습니다 \(<code>JOBS=0<\/code>\)/);
    const jobs: Job[] = [
      { name: 'test-renewals', title: '시험 갱신', everyMs: 5 * 60_000, run: async () => 3 },
      { name: 'test-broken', title: '시험 실패', everyMs: 60 * 60_000, run: async () => Promise.reject(new Error('relation "x" does not exist <b>')) },
      { name: 'test-later', title: '시험 대기', everyMs: 60_000, run: async () => 0 },
    ];
    const started = new Date();
    runner = startJobs(jobs, { db: t.db, config: t.config, kind: t.database.kind, log: { info() {}, debug() {}, warn() {} }, firstDelayMs: 60 * 60_000 });
    try {
      const row = (html: string, name: string) => new RegExp(`<tr data-job="${name}">(.*?)</tr>`).exec(html)?.[1] ?? '';
      const cells = (html: string, name: string) => [...row(html, name).matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]);
      const due = when(new Date(started.getTime() + 60 * 60_000)).slice(0, 16); // to the minute
      const before = (await (await t.guest()).get('/__versions')).body;
      assert.match(before, /이 응답을 보낸 서버 프로세스\(pid \d+\)의 예약 작업/);
      const first = cells(before, 'test-renewals');
      assert.deepEqual(first.slice(0, 5), ['<code>test-renewals</code><br>시험 갱신', '5분마다', '—', '—', '아직 실행 전']);
      assert.ok(first[5]!.startsWith(due), `next due ${first[5]} ≈ ${due}`);

      await runner.tick();
      const html = (await (await t.guest()).get('/__versions')).body;
      const renewals = cells(html, 'test-renewals');
      assert.equal(renewals[1], '5분마다');
      assert.match(renewals[2]!, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      assert.ok(renewals[2]!.startsWith(when(started).slice(0, 13)), 'started now, Korea time');
      assert.match(renewals[3]!, /^\d+\.\d초$/);
      assert.equal(renewals[4], '3건 처리');
      assert.match(row(html, 'test-renewals'), /<td class="ok">3건 처리<\/td>/);
      assert.match(row(html, 'test-broken'), /<td class="down">실패: relation &quot;x&quot; does not exist &lt;b&gt;<\/td>/);
      assert.equal(cells(html, 'test-later')[4], '처리할 것 없음');
      assert.equal(cells(html, 'test-broken')[1], '1시간마다');
    } finally {
      await runner.stop();
    }
  });

  it('production: 404 for guests and members, the page for staff (marked by npm run staff); remote overrides the same', async () => {
    const t = await open({ production: true, overrideOrigins: [] }, { jobs: () => null });
    const meta = (html: string) => /<meta name="hanpan:overrides" content="(on|off)">/.exec(html)?.[1];
    assert.equal((await (await t.login('rich')).get('/__versions')).statusCode, 404, 'not staff before the mark');
    await t.db.update(members).set({ staffSince: new Date() }).where(eq(members.loginId, 'rich'));
    assert.equal(meta((await (await t.guest()).get('/')).body), 'off');
    assert.equal(meta((await (await t.login('member')).get('/')).body), 'off');
    assert.equal(meta((await (await t.login('rich')).get('/')).body), 'on');
    assert.equal((await (await t.guest()).get('/__versions')).statusCode, 404);
    assert.equal((await (await t.login('member')).get('/__versions')).statusCode, 404);
    const staff = await (await t.login('rich')).get('/__versions');
    assert.equal(staff.statusCode, 200);
    assert.match(staff.body, /배포 버전/);
    assert.match(staff.body, /<h2>예약 작업<\/h2>/, 'the jobs too: staff only (an error may name tables and values)');
  });

  it("production with OVERRIDE_ORIGINS: only staff's answers let scripts and sockets come from them", async () => {
    const t = await open({ production: true, overrideOrigins: ['http://dev.hanpan.test:3001'] }, { jobs: () => null });
    await t.db.update(members).set({ staffSince: new Date() }).where(eq(members.loginId, 'rich'));
    const csp = async (who: Promise<Agent>, url = '/') => String((await (await who).get(url)).headers['content-security-policy']);
    for (const policy of [await csp(t.guest()), await csp(t.login('member')), await csp(t.login('member'), '/api/contents/main')]) {
      assert.doesNotMatch(policy, /dev\.hanpan\.test/);
      assert.match(policy, /script-src 'self' 'nonce-[^']+';/);
      assert.match(policy, /connect-src 'self';/);
    }
    const staff = await csp(t.login('rich'));
    assert.match(staff, /script-src 'self' 'nonce-[^']+' http:\/\/dev\.hanpan\.test:3001;/);
    assert.match(staff, /connect-src 'self' http:\/\/dev\.hanpan\.test:3001 ws:\/\/dev\.hanpan\.test:3001;/);
  });
});
