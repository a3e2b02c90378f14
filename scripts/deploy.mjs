#!/usr/bin/env node
// npm run deploy -- mfe-shop [--no-build] [--source <folder>]
// Builds the remote with a fresh BUILD_ID, publishes it as a new version folder in the deploy dir
// (read by every server process), then asks the running server (DEPLOY_URL, default
// http://127.0.0.1:$PORT) to switch the shared manifest in the database. Every process serves it on
// its next manifest read and open pages hear of it (server-sent event): no shell rebuild/restart.
// No server running: the version is recorded by the next server start.
// --source: build and publish another checkout of the package (a folder inside this repository).
import { build, publishRemote, publishShell, assertPackage, recordDeploy, deployUrl } from './lib/deploy-lib.mjs';

const args = process.argv.slice(2);
const sourceIdx = args.indexOf('--source');
const source = sourceIdx >= 0 ? args[sourceIdx + 1] : undefined;
const pkg = args.find((a, i) => !a.startsWith('--') && (sourceIdx < 0 || i !== sourceIdx + 1));
try {
  assertPackage(pkg, { allowShell: true });
  if (source && pkg === 'shell') throw new Error('--source는 원격에만 쓸 수 있습니다.');
  if (!args.includes('--no-build')) build(pkg, undefined, { source });
  if (pkg === 'shell') {
    const info = publishShell();
    console.log(`✔ shell 배포 완료 (${info.buildId})`);
  } else {
    const published = publishRemote(pkg, undefined, { source });
    const res = await recordDeploy(pkg, published);
    if (res) console.log(`✔ ${pkg} 배포 완료: ${res.previous ?? '(없음)'} → ${res.version}`);
    else console.log(`✔ ${pkg} ${published.version} 게시 완료 — 서버(${deployUrl()})가 꺼져 있어 다음 시작 때 반영됩니다.`);
  }
} catch (e) {
  console.error(`✘ ${e.message}`);
  process.exit(1);
}
