#!/usr/bin/env node
// npm run rollback -- mfe-shop [--to <version>]
// Asks the running server (DEPLOY_URL, default http://127.0.0.1:$PORT) to point the shared
// manifest back to the version that was serving before the current one was switched in (again:
// the one before that — never one a rollback left, unless named with --to), in one transaction
// (files are already published, so it is instant; every process serves it on its next manifest
// read). /__versions shows where it would go ('롤백하면').
// --offline --to <version>: no server is meant to run now — names the version current in the deploy
// dir's history only; the next server start on that DEPLOY_DIR applies it (a later switch made in
// the database wins). Nothing answering without --offline is an error (exit 1), saying the URL tried.
import { deployDir, rollbackRemote } from './lib/deploy-lib.mjs';

const args = process.argv.slice(2);
const pkg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--to');
const toIdx = args.indexOf('--to');
try {
  const { version, previous, offline } = await rollbackRemote(pkg, { to: toIdx >= 0 ? args[toIdx + 1] : undefined, offline: args.includes('--offline') });
  if (offline) console.log(`✔ ${pkg} 롤백 기록(--offline): ${previous ?? '(없음)'} → ${version} — 서버가 응답하지 않아 배포 폴더(${deployDir()})에만 기록했습니다. 이 DEPLOY_DIR로 서버를 다음에 시작할 때 반영됩니다.`);
  else console.log(`✔ ${pkg} 롤백 완료: ${previous} → ${version}`);
} catch (e) {
  console.error(`✘ ${e.message}`);
  process.exit(1);
}
