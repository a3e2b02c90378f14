// node scripts/run.mjs <server|migrate|seed|catalog|jobs|staff> [args]: runs the compiled entry, building it first
// when dist/ is missing or stale (a fresh clone); a production install runs dist/ as it is. The
// entry sees its own arguments from process.argv[2] on, as when dist/<entry>.js is run directly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIST, ensureApiBuilt } from './build-lib.mjs';

const entry = process.argv[2];
if (!['server', 'migrate', 'seed', 'catalog', 'jobs', 'staff'].includes(entry)) {
  console.error('사용법: node scripts/run.mjs <server|migrate|seed|catalog|jobs|staff> [인자]');
  process.exit(2);
}
process.argv.splice(2, 1);
await ensureApiBuilt();
await import(pathToFileURL(path.join(API_DIST, `${entry}.js`)).href);
