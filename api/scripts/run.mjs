// node scripts/run.mjs <server|migrate|seed>: runs the compiled entry, building it first when
// dist/ is missing or stale (a fresh clone); a production install runs dist/ as it is.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIST, ensureApiBuilt } from './build-lib.mjs';

const entry = process.argv[2];
if (!['server', 'migrate', 'seed'].includes(entry)) {
  console.error('사용법: node scripts/run.mjs <server|migrate|seed>');
  process.exit(2);
}
await ensureApiBuilt();
await import(pathToFileURL(path.join(API_DIST, `${entry}.js`)).href);
