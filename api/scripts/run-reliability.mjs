// npm run test:reliability — the reliability and security suite on PostgreSQL
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): route schema audit,
// reads-never-write, security cases, the seeded fuzz suite (FUZZ_CASES, default 10,000), load and
// fault tests against the real server process (BENCH_PORT, default 8112) and, when Redis answers
// (REDIS_URL, or 127.0.0.1:6379), the shared rate-limit store. Prints the figures and the time.
// --rel-only: only the *.rel.ts (Redis, fuzz, load, faults) — CI has just run the *.test.ts of this
// folder on PostgreSQL in `npm run test:pg`.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureApiBuilt } from './build-lib.mjs';
import { compileTests } from './test-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 500 }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}
if (!env.REDIS_URL && (await reachable('127.0.0.1', 6379))) env.REDIS_URL = 'redis://127.0.0.1:6379';
console.log(`[reliability] PostgreSQL ${env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}; Redis ${env.REDIS_URL ? 'yes' : 'no (memory store; the shared-store test is skipped)'}`);

const files = [
  'src/reliability/schema-audit.test.ts',
  'src/reliability/reads-never-write.test.ts',
  'src/reliability/security.test.ts',
  'src/reliability/redis.rel.ts',
  'src/reliability/fuzz.rel.ts',
  'src/reliability/load.rel.ts',
].filter((f) => !process.argv.includes('--rel-only') || f.endsWith('.rel.ts'));
// the load and fault tests start the compiled server (api/dist), as `npm start` runs it
await ensureApiBuilt();
const started = Date.now();
const build = await compileTests(root, files);
let res;
try {
  res = spawnSync(process.execPath, ['--enable-source-maps', '--test', '--test-concurrency=1', ...files.map(build.compiled)], { cwd: root, env, stdio: 'inherit' });
} finally {
  build.remove();
}
console.log(`[reliability] suite finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(res.status ?? 1);
