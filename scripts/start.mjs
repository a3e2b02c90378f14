#!/usr/bin/env node
// npm start (local use; production deploys go through npm run deploy and its smoke gate): builds
// what is not built (the compiled API server too), publishes builds not yet in the deploy dir —
// except one the smoke gate refused while another version is current — then runs the compiled API
// server (api/dist/server.js), which also serves the shell, every remote (/remotes/<pkg>/<version>/)
// and the remotes manifest — one URL, http://localhost:8080 (PORT overrides).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PACKAGES, REMOTES, ROOT, buildMany, deployDir, isBuildCurrent, isPublished, publishAtStart, publishShell } from './lib/deploy-lib.mjs';
import { API_DIST, ensureApiBuilt } from '../api/scripts/build-lib.mjs';

const port = Number(process.env.PORT || 8080);
const dir = deployDir();

// not built, or changed since its build (a pull, an edit): served as the checkout has it
const missing = PACKAGES.filter((p) => !isBuildCurrent(p));
if (missing.length) console.log(`빌드가 없거나 소스가 바뀐 패키지: ${missing.join(', ')} — 두 개씩 빌드합니다(처음에는 코어 두 개의 빈 머신에서 3–4분, 바쁘면 그 두 배)`);
await buildMany(missing);

if (!isPublished('shell')) publishShell(dir);
for (const pkg of Object.keys(REMOTES)) {
  const res = publishAtStart(pkg, dir);
  if (res?.refused) {
    console.log(
      `  ${pkg}: ${res.refused} 빌드는 배포 게이트가 거절한 것이라 게시하지 않습니다 — 지금 버전 ${res.current}를 씁니다` +
        `(고친 뒤 다시 빌드하면 새 빌드가 게시됩니다; 그대로 쓰려면 npm run deploy -- ${pkg} --no-build --skip-smoke).`,
    );
  } else if (res) console.log(`  ${pkg} → ${res.published.version}`);
}

await ensureApiBuilt();

const server = spawn(process.execPath, [path.join(API_DIST, 'server.js')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DEPLOY_DIR: dir },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => process.exit(code ?? 0));
// Under `npm start` a SIGTERM to npm ends npm and its shell but reaches neither this script nor the
// server: when the parent goes away (this process is handed to another), the server is stopped as
// on SIGTERM. Only under npm — `nohup node scripts/start.mjs &` from a shell that then exits keeps
// running as it asked. A supervisor runs `node api/dist/server.js` itself (README "운영").
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop('SIGTERM');
  }, 1000);
  watch.unref();
}

// Print the one URL once the server answers.
const started = Date.now();
while (Date.now() - started < 60_000) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/remotes.json`);
    if (res.ok) {
      console.log(`\n한판 포털: http://localhost:${port}/`);
      console.log(`  모바일 사이트: http://m.localhost:${port}/mobile   파트너: http://partner.localhost:${port}/\n`);
      break;
    }
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 300));
}
