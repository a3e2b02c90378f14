// Builds what is missing, publishes every build into a fresh deploy dir for this run, starts the
// compiled API server (api/dist/server.js, what `npm start` and production run; rebuilt here when
// its sources changed) with a fresh PGlite folder, and stops it afterwards.
// With E2E_BASE_URL the suite uses that running portal instead (no build, no start).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface DeployLib {
  PACKAGES: string[];
  REMOTES: Record<string, string>;
  isBuildCurrent(pkg: string): boolean;
  build(pkg: string): string;
  publishShell(dir: string): unknown;
  publishRemote(pkg: string, dir: string): { version: string };
}

async function waitFor(url: string, ms: number, server: ChildProcess): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`API server exited (${server.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready: ${url}`);
}

/**
 * The portal seeds its demo data for the Korean day it starts on, and the suite takes minutes: a run
 * across 0시 KST would read 'today' of yesterday's seed (failures that are no bug). Too close to
 * midnight, the run waits for it (E2E_MIDNIGHT_GUARD_MIN, default 8; 0: never).
 */
async function awayFromKoreanMidnight(): Promise<void> {
  const guard = Number(process.env.E2E_MIDNIGHT_GUARD_MIN ?? 8) * 60_000;
  const DAY = 86_400_000;
  const KST = 9 * 3_600_000;
  const untilMidnight = DAY - ((Date.now() + KST) % DAY);
  if (untilMidnight > guard) return;
  console.log(`[e2e] 한국 시간 0시까지 ${Math.ceil(untilMidnight / 1000)}초: 시드 날짜가 실행 중에 바뀌지 않도록 0시가 지난 뒤 시작합니다.`);
  await new Promise((r) => setTimeout(r, untilMidnight + 5_000));
}

/** A server already answering on the port (another run's, a leftover): ours could not bind, and the suite would test that one. */
async function assertPortFree(port: number): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${port}/remotes.json`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`E2E_PORT ${port}: 다른 서버가 이미 응답하고 있습니다. 그 서버를 끄거나 E2E_PORT를 바꿔 주세요.`);
}

interface ApiBuildLib {
  API_DIST: string;
  ensureApiBuilt(): Promise<void>;
}

export default async function globalSetup() {
  // a portal that is already running: nothing to build or start, only check it answers
  if (process.env.E2E_BASE_URL) {
    const url = new URL('/remotes.json', process.env.E2E_BASE_URL).href;
    const res = await fetch(url).catch((e: Error) => ({ ok: false, status: e.message }));
    if (!res.ok) throw new Error(`E2E_BASE_URL: 포털이 응답하지 않습니다 (${url}: ${res.status})`);
    return undefined;
  }
  const lib = (await import(path.join(ROOT, 'scripts/lib/deploy-lib.mjs'))) as DeployLib;
  const apiBuild = (await import(path.join(ROOT, 'api/scripts/build-lib.mjs'))) as ApiBuildLib;
  await apiBuild.ensureApiBuilt();
  // not built, or older than its sources: the suite tests the code the checkout has
  for (const pkg of lib.PACKAGES) if (!lib.isBuildCurrent(pkg)) lib.build(pkg);

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-e2e-'));
  const deployDir = path.join(runDir, 'deploy');
  const dataDir = path.join(runDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  lib.publishShell(deployDir);
  for (const pkg of Object.keys(lib.REMOTES)) lib.publishRemote(pkg, deployDir);

  const port = Number(process.env.E2E_PORT || 8090);
  await assertPortFree(port);
  await awayFromKoreanMidnight();
  // specs (deploy/rollback) act on this run's deploy dir
  process.env.E2E_DEPLOY_DIR = deployDir;
  // …through this server, which switches the manifest in its database (scripts/deploy.mjs)
  process.env.E2E_DEPLOY_URL = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(runDir, 'server.log'), 'a');
  const server = spawn(process.execPath, [path.join(apiBuild.API_DIST, 'server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DEPLOY_DIR: deployDir,
      API_DATA_DIR: dataDir,
      DATABASE_URL: '',
      E2E: '1',
      // served to the pages the suite checks for accessibility (support/a11y.ts)
      E2E_AXE_SCRIPT: require.resolve('axe-core/axe.min.js'),
      // the suite registers members of its own (members.ts)
      SIGNUP_RATE_LIMIT: '1000',
      REMOTES_TTL_MS: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/remotes.json`, 90_000, server);
  } catch (e) {
    server.kill('SIGTERM');
    console.error(fs.readFileSync(path.join(runDir, 'server.log'), 'utf8').slice(-4000));
    throw e;
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r).once('error', r));
    if (!process.env.E2E_KEEP) fs.rmSync(runDir, { recursive: true, force: true });
  };
}
