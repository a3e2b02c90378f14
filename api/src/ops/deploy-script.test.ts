// scripts/deploy.mjs and rollback.mjs against this API (listening in this process), against a
// port where nothing answers and against a host that accepts and never answers (DEPLOY_TIMEOUT_MS):
// the exit code a CI pipeline reads, the messages, what the next server start on the deploy dir
// serves, the history file's log kept bounded, a server that refuses, and what npm start publishes
// (not a build the smoke gate refused). Builds are stand-ins (--no-build --source: the files a
// build leaves); --skip-smoke keeps the 55-second gate out (the gate has its own e2e spec).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import { REPO_ROOT } from '../db/client.js';
import { remoteDeployments } from '../db/schema/index.js';
import { portalPlugin } from '../portal/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { registerOps } from './index.js';
import { RemotesManifest } from './remotes.js';

const TOKEN = 'test-deploy-token-0123456789';

/** What `npm run build -w mfe-vip` leaves in a checkout, as far as publishing reads it. */
function fakeBuild(root: string, buildId: string) {
  const src = path.join(root, `mfe-vip-${buildId}`);
  fs.mkdirSync(path.join(src, 'dist', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(src, 'package.json'), JSON.stringify({ name: 'mfe-vip', version: '0.1.0' }));
  fs.writeFileSync(path.join(src, 'dist', 'mf-manifest.json'), JSON.stringify({ id: 'mfe_vip', name: 'mfe_vip' }));
  fs.writeFileSync(path.join(src, 'dist', 'build-info.json'), JSON.stringify({ buildId, builtAt: '2026-12-01T08:00:00.000Z' }));
  fs.writeFileSync(path.join(src, 'dist', 'ssr', 'page.cjs'), 'module.exports = {};\n');
  return { src, version: `0.1.0-${buildId}` };
}

/** A port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** A TCP server that accepts connections and never answers (stands for a blackholed DEPLOY_URL). */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const srv = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => srv.close(r));
    },
  };
}

interface HistoryFile {
  current?: string;
  currentAt?: string;
  versions: { version: string }[];
  log: { action: string; version: string; at: string; report?: string }[];
  refused?: string[];
}
interface Published {
  version: string;
  buildId: string;
  builtAt: string;
}
interface DeployLib {
  KEEP_LOG: number;
  KEEP_REFUSED: number;
  readHistory(pkg: string, dir: string): HistoryFile;
  writeJsonAtomic(file: string, value: unknown): void;
  refuseRemote(pkg: string, version: string, dir: string, opts: { report: string; fresh?: boolean }): void;
  stageRemote(pkg: string, dir: string, opts: { source: string }): Published & { fresh: boolean };
  markCurrent(pkg: string, version: string, dir: string, opts?: { action?: 'deploy' | 'rollback' }): Published;
  publishRemote(pkg: string, dir: string, opts: { source: string }): Published;
  isPublished(pkg: string, dir: string, opts: { source: string }): boolean;
  publishAtStart(pkg: string, dir: string, opts: { source: string }): null | { refused: string; current: string } | { published: Published };
}
const importLib = async () => (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/lib/deploy-lib.mjs')).href)) as DeployLib;

describe('deploy scripts: a server that answers, one already serving the version, nothing answering, one that never answers', () => {
  let t: TestApp;
  let url: string;
  let nowhere: string;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-deploy-script-'));
  const dir = path.join(root, 'deploy');
  const v1 = fakeBuild(root, 'b20261201170001');
  const v2 = fakeBuild(root, 'b20261201170002');

  /** Runs a script (async: this process's server answers it); its exit code and output. */
  const run = (script: string, args: string[], deployUrl: string, env: Record<string, string> = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(REPO_ROOT, 'scripts', script), ...args],
        // a script that hangs is ended (and fails its test) rather than holding up the suite
        { cwd: REPO_ROOT, env: { ...process.env, DEPLOY_DIR: dir, DEPLOY_URL: deployUrl, DEPLOY_TOKEN: TOKEN, PORT: '', ...env }, timeout: 90_000, killSignal: 'SIGKILL' },
        (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  const deploy = (build: { src: string }, deployUrl: string, ...extra: string[]) => run('deploy.mjs', ['mfe-vip', '--no-build', '--source', build.src, '--skip-smoke', ...extra], deployUrl);
  const historyFile = () => JSON.parse(fs.readFileSync(path.join(dir, 'history', 'mfe-vip.json'), 'utf8')) as HistoryFile;
  const served = async () => (await t.app.inject({ url: '/remotes.json' })).json().mfe_vip?.version as string | undefined;
  const switches = async () => (await t.db.select().from(remoteDeployments).where(eq(remoteDeployments.remote, 'mfe_vip'))).length;
  const history = () => JSON.parse(fs.readFileSync(path.join(dir, 'history', 'mfe-vip.json'), 'utf8')) as { current: string };
  /** Another server process starting on this deploy dir and this database. */
  const restart = () => new RemotesManifest(t.db, path.join(dir, 'remotes')).importPublished(dir);

  before(async () => {
    t = await createTestApp({
      config: { deployToken: TOKEN },
      register: async (app) => {
        const { manifest } = await registerOps(app, { deployDir: dir });
        await app.register(portalPlugin, { deployDir: dir, remotes: manifest, env: {} });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    nowhere = `http://127.0.0.1:${await closedPort()}`;
    // v1, v2, rolled back to v1: production serves v1 and has seen v2
    for (const build of [v1, v2]) {
      const res = await deploy(build, url);
      assert.equal(res.code, 0, res.stderr);
      assert.match(res.stdout, /배포 완료/);
    }
    const back = await run('rollback.mjs', ['mfe-vip'], url);
    assert.equal(back.code, 0, back.stderr);
    assert.match(back.stdout, new RegExp(`롤백 완료: ${v2.version} → ${v1.version}`));
    assert.equal(await served(), v1.version);
  });
  after(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('the version the server already serves: says so and exits 0 before the smoke gate, switching nothing', async () => {
    const before = await switches();
    const res = await deploy(v1, url);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, new RegExp(`이미 서비스 중인 버전입니다 \\(${v1.version}\\)`));
    assert.doesNotMatch(res.stderr, /--skip-smoke/, 'stopped before the gate (or its --skip-smoke warning)');
    assert.equal(await switches(), before);
  });

  it('nothing answers at the URL: exit 3 before anything is built or recorded, naming the URL tried and how to aim at a running portal (QA: a mistyped PORT recorded a version the next start took)', async () => {
    const res = await deploy(v2, nowhere);
    assert.equal(res.code, 3, res.stdout + res.stderr);
    assert.match(res.stderr, new RegExp(`✘ mfe-vip: 서버\\(${nowhere} — DEPLOY_URL로 정한 주소\\)에 연결할 수 없어 배포하지 않았습니다\\. 빌드·게시·smoke 게이트 모두 하지 않았습니다\\.`));
    assert.match(res.stderr, /PORT=<포털의 포트> npm run deploy -- mfe-vip --no-build --source /);
    assert.match(res.stderr, /DEPLOY_URL=http:\/\/<호스트>:<포트>/);
    assert.match(res.stderr, /--offline/);
    assert.equal(history().current, v1.version, 'nothing recorded');
    await restart();
    assert.equal(await served(), v1.version, 'the next start keeps serving what it served');
  });

  it('--offline (no server is meant to run): exit 0; a rollback --offline --to is recorded the same way', async () => {
    const res = await deploy(v1, nowhere, '--offline');
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, new RegExp(`✔ mfe-vip ${v1.version} 게시 완료\\(--offline\\).*다음에 시작할 때 반영됩니다`));
    await restart();
    assert.equal(await served(), v1.version);

    const refused = await run('rollback.mjs', ['mfe-vip'], nowhere);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, new RegExp(`서버\\(${nowhere} — DEPLOY_URL로 정한 주소\\)에 연결할 수 없어 롤백하지 못했습니다`));
    const back = await run('rollback.mjs', ['mfe-vip', '--offline', '--to', v2.version], nowhere);
    assert.equal(back.code, 0, back.stderr);
    assert.match(back.stdout, new RegExp(`롤백 기록\\(--offline\\): ${v1.version} → ${v2.version}`));
    await restart();
    assert.equal(await served(), v2.version);
    const [last] = await t.db.select().from(remoteDeployments).where(eq(remoteDeployments.remote, 'mfe_vip')).orderBy(desc(remoteDeployments.id)).limit(1);
    assert.deepEqual({ action: last.action, version: last.version }, { action: 'rollback', version: v2.version });
  });
  it('a host that accepts and never answers: the calls give up after DEPLOY_TIMEOUT_MS — deploy exit 3 naming the URL, rollback exit 1', async () => {
    const silent = await silentServer();
    try {
      const recorded = history().current;
      const startedAt = Date.now();
      const res = await run('deploy.mjs', ['mfe-vip', '--no-build', '--source', v1.src, '--skip-smoke'], silent.url, { DEPLOY_TIMEOUT_MS: '1500' });
      assert.equal(res.code, 3, res.stdout + res.stderr);
      assert.ok(Date.now() - startedAt < 60_000, 'gave up, not waited on');
      const lines = res.stderr.trim().split('\n');
      const at = lines.findIndex((l) => l.startsWith('✘'));
      assert.equal(lines[at], `✘ mfe-vip: 서버(${silent.url} — DEPLOY_URL로 정한 주소)가 1.5초 안에 응답하지 않아(DEPLOY_TIMEOUT_MS) 배포하지 않았습니다. 빌드·게시·smoke 게이트 모두 하지 않았습니다.`);
      assert.equal(history().current, recorded, 'nothing recorded');

      const back = await run('rollback.mjs', ['mfe-vip'], silent.url, { DEPLOY_TIMEOUT_MS: '1500' });
      assert.equal(back.code, 1, back.stdout + back.stderr);
      assert.match(back.stderr, new RegExp(`서버\\(${silent.url} — DEPLOY_URL로 정한 주소\\)가 1\\.5초 안에 응답하지 않아\\(DEPLOY_TIMEOUT_MS\\) 롤백하지 못했습니다`));
    } finally {
      await silent.close();
    }
  });
  it('the history file keeps its last KEEP_LOG log entries, and always the one naming the current version', async () => {
    const lib = await importLib();
    assert.equal(lib.KEEP_LOG, 100);
    // production serves v2; the folder recorded a rollback to v1 (no server took it), then 150 refused
    // deploys: the next server start needs that entry to switch back as a rollback
    assert.equal(await served(), v2.version);
    const at = new Date().toISOString();
    const named = { action: 'rollback', version: v1.version, at };
    const refused = Array.from({ length: 150 }, (_, i) => ({ action: 'refused', version: v2.version, report: `r${i}`, at: new Date(Date.parse(at) + 1 + i).toISOString() }));
    lib.writeJsonAtomic(path.join(dir, 'history', 'mfe-vip.json'), { ...historyFile(), current: v1.version, currentAt: at, log: [named, ...refused] });
    lib.refuseRemote('mfe-vip', v2.version, dir, { report: 'r150' });
    const log = historyFile().log;
    assert.equal(log.length, 100);
    assert.deepEqual(log[0], named);
    assert.deepEqual(log.slice(1).map((e) => e.report), Array.from({ length: 99 }, (_, i) => `r${52 + i}`), 'the newest others');
    const [applied] = await restart();
    assert.deepEqual(applied && { version: applied.version, action: applied.action }, { version: v1.version, action: 'rollback' });

    // a deploy through the script writes the same bounded log, its own entry last
    const res = await deploy(v2, url);
    assert.equal(res.code, 0, res.stderr);
    const after = historyFile().log;
    assert.equal(after.length, 100);
    assert.deepEqual({ action: after.at(-1)?.action, version: after.at(-1)?.version }, { action: 'deploy', version: v2.version });
  });

  it('a history file written before the log was kept (no `log`): a refusal starts the log instead of failing', async () => {
    const lib = await importLib();
    const { log: _old, ...withoutLog } = historyFile();
    lib.writeJsonAtomic(path.join(dir, 'history', 'mfe-vip.json'), withoutLog);
    assert.deepEqual(lib.readHistory('mfe-vip', dir).log, []);
    lib.refuseRemote('mfe-vip', v2.version, dir, { report: 'r-old' });
    assert.deepEqual(historyFile().log.map((e) => [e.action, e.report]), [['refused', 'r-old']]);
  });

  it("a server that refuses (the script's DEPLOY_DIR is not the server's): exit 1, and the version folder staged for it alone goes", async () => {
    const lib = await importLib();
    const other = path.join(root, 'other-deploy');
    const v0 = lib.publishRemote('mfe-vip', other, { source: v1.src });
    const v3 = fakeBuild(root, 'b20261201170003');
    const res = await run('deploy.mjs', ['mfe-vip', '--no-build', '--source', v3.src, '--skip-smoke'], url, { DEPLOY_DIR: other });
    assert.equal(res.code, 1, res.stdout + res.stderr);
    assert.match(res.stderr, /서버\(.*\)가 거절했습니다 \(404\).*배포 폴더에 파일이 없습니다\. 서버가 쓰는 DEPLOY_DIR이 이 스크립트의 배포 폴더\(.*other-deploy\)와 같은지 확인하세요\./);
    assert.equal(fs.existsSync(path.join(other, 'remotes', 'mfe-vip', v3.version)), false, 'the staged folder is taken back');
    const h = lib.readHistory('mfe-vip', other);
    assert.deepEqual(h.versions.map((v) => v.version), [v0.version]);
    assert.equal(h.current, v0.version);
    assert.deepEqual(h.refused, [], 'the server refused it, not the gate: a later npm start may publish it');
    assert.ok(fs.existsSync(path.join(other, 'remotes', 'mfe-vip', v0.version)), 'the current one stays');
  });

  it('npm start (publishAtStart): a build the smoke gate refused is not published while another version is current, nor after a rollback; a new build is', async () => {
    const lib = await importLib();
    const start = path.join(root, 'start-deploy');
    const [a, b, refused, next] = ['b20261201180001', 'b20261201180002', 'b20261201180003', 'b20261201180004'].map((id) => fakeBuild(root, id));
    const publishAtStart = (build: { src: string }) => lib.publishAtStart('mfe-vip', start, { source: build.src });
    const folder = (version: string) => fs.existsSync(path.join(start, 'remotes', 'mfe-vip', version));

    assert.deepEqual(publishAtStart(a), { published: { version: a.version, buildId: 'b20261201180001', builtAt: '2026-12-01T08:00:00.000Z' } });
    assert.equal(publishAtStart(a), null, 'already published: nothing');
    assert.equal((publishAtStart(b) as { published: Published }).published.version, b.version);

    // the deploy script: staged, the gate refuses it — then the team rolls back to a
    const staged = lib.stageRemote('mfe-vip', start, { source: refused.src });
    assert.equal(staged.fresh, true);
    lib.refuseRemote('mfe-vip', refused.version, start, { report: 'gate-report', fresh: staged.fresh });
    assert.equal(folder(refused.version), false);
    lib.markCurrent('mfe-vip', a.version, start, { action: 'rollback' });
    const before = lib.readHistory('mfe-vip', start);
    assert.deepEqual(before.refused, [refused.version]);

    assert.equal(lib.isPublished('mfe-vip', start, { source: refused.src }), false);
    assert.deepEqual(publishAtStart(refused), { refused: refused.version, current: a.version });
    const after = lib.readHistory('mfe-vip', start);
    assert.deepEqual({ current: after.current, currentAt: after.currentAt }, { current: a.version, currentAt: before.currentAt }, 'the rollback stands');
    assert.equal(folder(refused.version), false);
    assert.equal(after.versions.some((v) => v.version === refused.version), false);

    // fixed and built again: a new build id, published as current
    assert.equal((publishAtStart(next) as { published: Published }).published.version, next.version);
    assert.equal(lib.readHistory('mfe-vip', start).current, next.version);

    // the list is bounded (the last KEEP_REFUSED), apart from the log's trim
    for (let i = 0; i < lib.KEEP_REFUSED + 5; i++) lib.refuseRemote('mfe-vip', `0.1.0-r${i}`, start, { report: `r${i}` });
    const bounded = lib.readHistory('mfe-vip', start).refused ?? [];
    assert.equal(bounded.length, lib.KEEP_REFUSED);
    assert.deepEqual([bounded[0], bounded.at(-1)], ['0.1.0-r5', `0.1.0-r${lib.KEEP_REFUSED + 4}`]);

    // a history file written before the refused list: read as none, and a refusal starts it
    const file = path.join(start, 'history', 'mfe-vip.json');
    const { refused: _old, ...withoutRefused } = JSON.parse(fs.readFileSync(file, 'utf8')) as HistoryFile;
    lib.writeJsonAtomic(file, withoutRefused);
    assert.deepEqual(lib.readHistory('mfe-vip', start).refused, []);
    assert.equal(publishAtStart(next), null);
    lib.refuseRemote('mfe-vip', refused.version, start, { report: 'again' });
    assert.deepEqual(publishAtStart(refused), { refused: refused.version, current: next.version });

    // named current on purpose (deploy --no-build --skip-smoke): no longer held back
    lib.stageRemote('mfe-vip', start, { source: refused.src });
    lib.markCurrent('mfe-vip', refused.version, start);
    assert.deepEqual(lib.readHistory('mfe-vip', start).refused, []);
    assert.equal(publishAtStart(refused), null);
  });
});
