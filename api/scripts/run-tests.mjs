// Finds src/**/*.test.ts and runs them with Node's test runner (Node 20 has no TS glob).
// --pg: against PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
// Each file starts from a copy of one template database, migrated and seeded once per run
// (HANPAN_TEST_NO_TEMPLATE=1: each file migrates and seeds its own, on either database).
// Extra arguments that are paths filter the file list: node scripts/run-tests.mjs src/domains/faq
// The files are compiled first, once (scripts/test-build.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ENTRY_POINTS } from './build-lib.mjs';
import { compileTests } from './test-build.mjs';

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

// The longest files start first: two at a time, one of them starting last would run on alone.
const LONGEST = ['src/reliability/reads-never-write.test.ts', 'src/db/seed/seed-dates.test.ts', 'src/portal/ssr.test.ts', 'src/jobs/cli.test.ts', 'src/server.test.ts', 'src/ops/deploy-script.test.ts', 'src/db/data-dir-lock.test.ts', 'src/idp/idp.test.ts', 'src/ops/remotes.test.ts', 'src/domains/pcbang/pcbang.test.ts'];
const rank = (f) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);
let files = walk(path.join(root, 'src')).sort().sort((a, b) => rank(a) - rank(b));
if (filters.length) files = files.filter((f) => filters.some((x) => f.includes(x.replace(/^\.\//, ''))));
if (files.length === 0) {
  console.error('테스트 파일이 없습니다.');
  process.exit(1);
}
const noTemplate = env.HANPAN_TEST_NO_TEMPLATE === '1';
const useTemplate = !env.TEST_DATABASE_URL && !noTemplate;
const TEMPLATE_SOURCE = 'src/test/template.ts';
// PostgreSQL: one migrated + seeded database that each file copies (see src/test/template-pg.ts)
const usePgTemplate = !!env.TEST_DATABASE_URL && !noTemplate;
const PG_TEMPLATE_SOURCE = 'src/test/template-pg.ts';
// the server and the CLIs, for the tests that run them as processes (src/test/entry.ts)
const ENTRIES = Object.values(API_ENTRY_POINTS);

const build = await compileTests(root, [...files, ...ENTRIES, ...(useTemplate ? [TEMPLATE_SOURCE] : []), ...(usePgTemplate ? [PG_TEMPLATE_SOURCE] : [])]);
const { compiled } = build;
env.HANPAN_TEST_BUILD = build.outdir;

const node = (args) => spawnSync(process.execPath, ['--enable-source-maps', ...args], { cwd: root, env, stdio: 'inherit' });
let status = 1;
let templateDir;
try {
  // when the templates are seeded: a file starting on another Korean day seeds its own (src/test/harness.ts)
  env.HANPAN_TEST_SEEDED_AT = String(Date.now());
  // PGlite: build one migrated + seeded template for all files (see src/test/template.ts).
  if (useTemplate) {
    templateDir = mkdtempSync(path.join(tmpdir(), 'hanpan-test-'));
    env.HANPAN_TEST_TEMPLATE = path.join(templateDir, 'template.tar');
    const made = node([compiled(TEMPLATE_SOURCE), env.HANPAN_TEST_TEMPLATE]);
    if (made.status !== 0) throw new Error('PGlite 테스트 템플릿을 만들지 못했습니다.');
  }
  if (usePgTemplate) {
    env.HANPAN_TEST_PG_TEMPLATE = `hanpan_tpl_${process.pid}`;
    const made = node([compiled(PG_TEMPLATE_SOURCE), 'create', env.HANPAN_TEST_PG_TEMPLATE]);
    if (made.status !== 0) throw new Error('PostgreSQL 테스트 템플릿을 만들지 못했습니다.');
  }
  const concurrency = env.TEST_CONCURRENCY ?? '2';
  status = node(['--test', `--test-concurrency=${concurrency}`, ...files.map(compiled)]).status ?? 1;
} catch (e) {
  console.error(e.message);
} finally {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
  if (env.HANPAN_TEST_PG_TEMPLATE) node([compiled(PG_TEMPLATE_SOURCE), 'drop', env.HANPAN_TEST_PG_TEMPLATE]);
  build.remove();
}
process.exit(status);
