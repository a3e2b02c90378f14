// Starts the real server as `npm start` runs it (compiled api/dist/server.js, built when stale) on
// a port with a given deploy dir and a fresh PGlite folder; resolves once /remotes.json answers.
// Used by the benches (bench, bench:bundle, bench:monolith: on a temp deploy dir, deployPortal) and
// the deploy smoke gate.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_DIST, ensureApiBuilt } from '../../api/scripts/build-lib.mjs';
import { REMOTES, ROOT, publishRemote, publishShell } from './deploy-lib.mjs';

/** A temp deploy dir with every remote published and `shellSource` (default: the shell) as the shell. */
export function deployPortal(shellSource) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-bench-'));
  publishShell(dir, shellSource);
  for (const pkg of Object.keys(REMOTES)) publishRemote(pkg, dir);
  return dir;
}

export async function startPortal({ port, deployDir, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-pglite-'));
  const logFile = path.join(dataDir, '..', `hanpan-server-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  await ensureApiBuilt();
  const child = spawn(process.execPath, [path.join(API_DIST, 'server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DEPLOY_DIR: deployDir, API_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', log, log],
  });
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}); log: ${logFile}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/remotes.json`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) {
      child.kill('SIGTERM');
      throw new Error(`server not ready on ${port}; log: ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url: `http://localhost:${port}`,
    /** the server process (scripts/bench.mjs reads its RSS) */
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
