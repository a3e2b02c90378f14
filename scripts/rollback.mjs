#!/usr/bin/env node
// npm run rollback -- mfe-shop [--to <version>]
// Asks the running server (DEPLOY_URL, default http://127.0.0.1:$PORT) to point the shared
// manifest back to the version that was serving before the current one was switched in (again:
// the one before that — never one a rollback left, unless named with --to), in one transaction
// (files are already published, so it is instant; every process serves it on its next manifest
// read). /__versions shows where it would go ('롤백하면').
import { rollbackRemote } from './lib/deploy-lib.mjs';

const args = process.argv.slice(2);
const pkg = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--to');
const toIdx = args.indexOf('--to');
try {
  const { version, previous } = await rollbackRemote(pkg, { to: toIdx >= 0 ? args[toIdx + 1] : undefined });
  console.log(`✔ ${pkg} 롤백 완료: ${previous} → ${version}`);
} catch (e) {
  console.error(`✘ ${e.message}`);
  process.exit(1);
}
