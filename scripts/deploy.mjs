#!/usr/bin/env node
// npm run deploy -- mfe-shop [--no-build] [--source <folder>]
// Builds the remote with a fresh BUILD_ID, publishes it as a new version folder and switches its
// remotes.json entry. Open shells pick it up on their next manifest read: no shell rebuild/restart.
// --source: build and publish another checkout of the package (a folder inside this repository).
import { build, publishRemote, publishShell, assertPackage } from './lib/deploy-lib.mjs';

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
    const { version, previous } = publishRemote(pkg, undefined, { source });
    console.log(`✔ ${pkg} 배포 완료: ${previous ?? '(없음)'} → ${version}`);
  }
} catch (e) {
  console.error(`✘ ${e.message}`);
  process.exit(1);
}
