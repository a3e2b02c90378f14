#!/usr/bin/env node
// npm run deploy -- mfe-shop [--no-build]
// Builds the remote with a fresh BUILD_ID, publishes it as a new version folder and switches its
// remotes.json entry. Open shells pick it up on their next manifest read: no shell rebuild/restart.
import { build, publishRemote, publishShell, assertPackage } from './lib/deploy-lib.mjs';

const args = process.argv.slice(2);
const pkg = args.find((a) => !a.startsWith('--'));
try {
  assertPackage(pkg, { allowShell: true });
  if (!args.includes('--no-build')) build(pkg);
  if (pkg === 'shell') {
    const info = publishShell();
    console.log(`✔ shell 배포 완료 (${info.buildId})`);
  } else {
    const { version, previous } = publishRemote(pkg);
    console.log(`✔ ${pkg} 배포 완료: ${previous ?? '(없음)'} → ${version}`);
  }
} catch (e) {
  console.error(`✘ ${e.message}`);
  process.exit(1);
}
