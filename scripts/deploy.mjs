#!/usr/bin/env node
// npm run deploy -- mfe-shop [--no-build] [--source <folder>] [--skip-smoke] [--offline]
// Builds the remote with a fresh BUILD_ID and stages it as a new version folder in the deploy dir
// (read by every server process); then the smoke gate runs the area's @smoke journeys against it (a
// temporary portal serving a candidate deploy dir, scripts/lib/smoke-gate.mjs) and only when they
// pass asks the running server (DEPLOY_URL, default http://127.0.0.1:$PORT) to switch the shared
// manifest in the database, and names it current in the deploy dir's history. Every process serves
// it on its next manifest read and open pages hear of it (server-sent event): no shell
// rebuild/restart. The version the server already serves: said, exit 0, no gate.
// Nothing answers at that URL (refused, or no answer within DEPLOY_TIMEOUT_MS, default 10 s) before
// the deploy starts: nothing is built or recorded, the script says which URL it tried and exits 3
// (a mistyped PORT cost a build and a gate, and recorded a version the real portal's next start took).
// --offline (no server is meant to run now): the version is recorded as current in the deploy dir
// (applied by the next server start on it), exit 0. A server gone silent by the switch: recorded
// the same way, exit 3. A server that refuses: exit 1, nothing recorded (a version folder staged by
// this deploy alone is taken back, as after a refusal of the gate).
// A failing smoke leaves the current version serving, prints the report's path and exits 1.
// --source: build and publish another checkout of the package (a folder inside this repository).
// --skip-smoke: emergencies only — switches without the gate, loudly.
import { REMOTES, NoAnswer, build, publishShell, assertPackage, deployDir, fetchManifest, markCurrent, notStartedOutcome, recordDeploy, refuseRemote, stageRemote, unreachableOutcome, unstageRemote } from './lib/deploy-lib.mjs';
import { runSmokeGate } from './lib/smoke-gate.mjs';

const args = process.argv.slice(2);
const sourceIdx = args.indexOf('--source');
const source = sourceIdx >= 0 ? args[sourceIdx + 1] : undefined;
const pkg = args.find((a, i) => !a.startsWith('--') && (sourceIdx < 0 || i !== sourceIdx + 1));
const skipSmoke = args.includes('--skip-smoke');
const offline = args.includes('--offline');

function loudWarning(lines) {
  const bar = '!'.repeat(72);
  console.warn(`\n\x1b[1;41;97m${bar}\x1b[0m`);
  for (const l of lines) console.warn(`\x1b[1;31m!!  ${l}\x1b[0m`);
  console.warn(`\x1b[1;41;97m${bar}\x1b[0m\n`);
}

// while a staged version is not current: takes it back when the deploy stops on an error (the server
// refused it, the gate could not run) — else it stays listed and in the deploy dir, never served
let unstage = null;
try {
  assertPackage(pkg, { allowShell: true });
  if (source && pkg === 'shell') throw new Error('--source는 원격에만 쓸 수 있습니다.');
  // the server first (a remote's deploy switches it): nothing answering stops here, before the build
  if (pkg !== 'shell' && !offline) {
    const answer = await fetchManifest().catch((e) => (e instanceof NoAnswer ? e : null));
    if (answer instanceof NoAnswer) {
      const { exitCode, lines } = notStartedOutcome({ pkg, command: `npm run deploy -- ${args.join(' ')}`, timedOutMs: answer.timedOutMs });
      for (const line of lines) console.error(line);
      process.exit(exitCode);
    }
  }
  if (!args.includes('--no-build')) build(pkg, undefined, { source });
  if (pkg === 'shell') {
    const info = publishShell();
    console.log(`✔ shell 배포 완료 (${info.buildId})`);
  } else {
    const staged = stageRemote(pkg, undefined, { source });
    const { version, fresh } = staged;
    unstage = () => unstageRemote(pkg, version, undefined, { fresh });
    // what production serves now (the server's manifest); the deploy dir's history without a server
    const asked = new Date();
    const served = await fetchManifest().catch(() => undefined);
    const previous = served?.[REMOTES[pkg]]?.version ?? staged.previous;
    if (served?.[REMOTES[pkg]]?.version === version) {
      // the deploy dir names it current too (a later server start must not switch away from it)
      if (staged.previous !== version) markCurrent(pkg, version, undefined, { at: asked });
      console.log(`✔ ${pkg}: 이미 서비스 중인 버전입니다 (${version})`);
      process.exit(0);
    }
    if (skipSmoke) {
      loudWarning([
        `경고: --skip-smoke — ${pkg} ${version}을(를) smoke 여정 없이 운영 매니페스트에 바로 반영합니다.`,
        '비상시에만 쓰세요. 반영 후 곧바로 확인하세요(손님으로 읽기만 함): E2E_BASE_URL=<포털> npm run test:e2e -- --grep @prod-check',
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
    // the server first: one that refuses (token, another deploy dir) leaves the deploy dir's current as it
    // was, and the version staged for this deploy alone goes (`unstage`, in the catch below)
    const switching = new Date();
    const res = await recordDeploy(pkg, staged).catch((e) => {
      if (e instanceof NoAnswer) return e;
      throw e;
    });
    // taken (or perhaps taken: nothing answered): never taken back from here on — the server may serve it
    unstage = null;
    // the deploy dir names it current, as of before the request (when nothing answered: what the next
    // server start on it applies; when the server took it, never later than its switch)
    markCurrent(pkg, version, undefined, { at: switching });
    if (!(res instanceof NoAnswer)) console.log(`✔ ${pkg} 배포 완료: ${res.previous ?? '(없음)'} → ${res.version}`);
    else {
      const { exitCode, lines } = unreachableOutcome({ pkg, version, dir: deployDir(), offline, command: `npm run deploy -- ${args.join(' ')}`, timedOutMs: res.timedOutMs });
      for (const line of lines) (exitCode ? console.error : console.log)(line);
      process.exit(exitCode);
    }
  }
} catch (e) {
  try {
    unstage?.();
  } catch {
    /* the error below is the one to say */
  }
  console.error(`✘ ${e.message}`);
  process.exit(1);
}
