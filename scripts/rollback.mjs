#!/usr/bin/env node
// npm run rollback -- mfe-shop [--to <version>]
// Points the remote's remotes.json entry back to the previous kept version (files are already
// published, so it is instant).
import { rollbackRemote } from './lib/deploy-lib.mjs';

const args = process.argv.slice(2);
const pkg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--to');
const toIdx = args.indexOf('--to');
try {
  const { version, previous } = rollbackRemote(pkg, { to: toIdx >= 0 ? args[toIdx + 1] : undefined });
  console.log(`✔ ${pkg} 롤백 완료: ${previous} → ${version}`);
} catch (e) {
  console.error(`✘ ${e.message}`);
  process.exit(1);
}
