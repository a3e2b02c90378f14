#!/usr/bin/env node
// npm run deploy -- mfe-shop [--no-build] [--source <folder>] [--skip-smoke]
// Builds the remote with a fresh BUILD_ID and stages it as a new version folder in the deploy dir
// (read by every server process); then the smoke gate runs the area's @smoke journeys against it (a
// temporary portal serving a candidate deploy dir, scripts/lib/smoke-gate.mjs) and only when they
// pass asks the running server (DEPLOY_URL, default http://127.0.0.1:$PORT) to switch the shared
// manifest in the database. Every process serves it on its next manifest read and open pages hear
// of it (server-sent event): no shell rebuild/restart. No server running: the version is recorded by
// the next server start. A failing smoke leaves the current version serving, prints the report's
// path and exits 1.
// --source: build and publish another checkout of the package (a folder inside this repository).
// --skip-smoke: emergencies only — switches without the gate, loudly.
import { REMOTES, build, publishShell, assertPackage, deployUrl, fetchManifest, markCurrent, recordDeploy, refuseRemote, stageRemote } from './lib/deploy-lib.mjs';
import { runSmokeGate } from './lib/smoke-gate.mjs';

const args = process.argv.slice(2);
const sourceIdx = args.indexOf('--source');
const source = sourceIdx >= 0 ? args[sourceIdx + 1] : undefined;
const pkg = args.find((a, i) => !a.startsWith('--') && (sourceIdx < 0 || i !== sourceIdx + 1));
const skipSmoke = args.includes('--skip-smoke');

function loudWarning(lines) {
  const bar = '!'.repeat(72);
  console.warn(`\n\x1b[1;41;97m${bar}\x1b[0m`);
  for (const l of lines) console.warn(`\x1b[1;31m!!  ${l}\x1b[0m`);
  console.warn(`\x1b[1;41;97m${bar}\x1b[0m\n`);
}

try {
  assertPackage(pkg, { allowShell: true });
  if (source && pkg === 'shell') throw new Error('--source는 원격에만 쓸 수 있습니다.');
  if (!args.includes('--no-build')) build(pkg, undefined, { source });
  if (pkg === 'shell') {
    const info = publishShell();
    console.log(`✔ shell 배포 완료 (${info.buildId})`);
  } else {
    const staged = stageRemote(pkg, undefined, { source });
    const { version, fresh } = staged;
    // what production serves now (the server's manifest); the deploy dir's history without a server
    const served = await fetchManifest().catch(() => undefined);
    const previous = served?.[REMOTES[pkg]]?.version ?? staged.previous;
    if (skipSmoke) {
      loudWarning([
        `경고: --skip-smoke — ${pkg} ${version}을(를) smoke 여정 없이 운영 매니페스트에 바로 반영합니다.`,
        '비상시에만 쓰세요. 반영 후 곧바로 확인하세요: E2E_BASE_URL=<포털> npm run test:e2e -- --grep @smoke',
        `되돌리기: npm run rollback -- ${pkg}`,
      ]);
    } else {
      const { ok, report } = await runSmokeGate(pkg, version, undefined, { served });
      if (!ok) {
        refuseRemote(pkg, version, undefined, { report, fresh });
        console.error(`✘ ${pkg} ${version}: smoke 여정이 실패해 배포하지 않았습니다. 현재 버전(${previous ?? '없음'})이 계속 서비스됩니다.`);
        console.error(`  보고서: ${report}`);
        process.exit(1);
      }
      console.log(`✔ ${pkg} ${version}: smoke 여정 통과 (보고서: ${report})`);
    }
    const res = await recordDeploy(pkg, markCurrent(pkg, version));
    if (res) console.log(`✔ ${pkg} 배포 완료: ${res.previous ?? '(없음)'} → ${res.version}`);
    else console.log(`✔ ${pkg} ${version} 게시 완료 — 서버(${deployUrl()})가 꺼져 있어 다음 시작 때 반영됩니다.`);
  }
} catch (e) {
  console.error(`✘ ${e.message}`);
  process.exit(1);
}
