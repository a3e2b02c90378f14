// Finds src/**/*.test.ts and runs them with Node's test runner through tsx (Node 20 has no TS glob).
// --pg: against PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
// Extra arguments that are paths filter the file list: node scripts/run-tests.mjs src/domains/faq
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const env = { ...process.env };
if (args.includes('--pg')) env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const filters = args.filter((a) => !a.startsWith('--'));

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (name.endsWith('.test.ts')) out.push(path.relative(root, p));
  }
  return out;
}

let files = walk(path.join(root, 'src')).sort();
if (filters.length) files = files.filter((f) => filters.some((x) => f.includes(x.replace(/^\.\//, ''))));
if (files.length === 0) {
  console.error('테스트 파일이 없습니다.');
  process.exit(1);
}
// PGlite: build one migrated + seeded template for all files (see src/test/template.ts).
let template;
if (!env.TEST_DATABASE_URL && env.HANPAN_TEST_NO_TEMPLATE !== '1') {
  const dir = mkdtempSync(path.join(tmpdir(), 'hanpan-test-'));
  template = path.join(dir, 'template.tar.gz');
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'src/test/template.ts', template], { cwd: root, env, stdio: 'inherit' });
  if (made.status !== 0) process.exit(made.status ?? 1);
  env.HANPAN_TEST_TEMPLATE = template;
}
const concurrency = env.TEST_CONCURRENCY ?? '2';
const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...files], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (template) rmSync(path.dirname(template), { recursive: true, force: true });
process.exit(res.status ?? 1);
