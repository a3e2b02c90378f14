#!/usr/bin/env node
// The shell's production JS knows prefixes, not areas: it must contain no remote's sub-route path
// and no API path only a remote calls. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, REMOTES } from './lib/deploy-lib.mjs';

const { areas } = createRequire(import.meta.url)('./areas.cjs');
const prefixes = new Set(Object.values(areas.remotes).flatMap((a) => a.prefixes.map((p) => p.toLowerCase())));
const hrefOf = (pattern) => '/' + pattern.split('/').filter((s) => s && !s.endsWith('?')).join('/');

const files = (dir, test) =>
  fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));

const shellJs = files(path.join(ROOT, 'shell/dist'), (n) => n.endsWith('.js')).map((f) => [path.relative(ROOT, f), fs.readFileSync(f, 'utf8')]);
if (!shellJs.length) {
  console.error('shell/dist가 없습니다. 먼저 npm run build를 실행하세요.');
  process.exit(1);
}

// sub-routes of every remote (its published declarations)
const subRoutes = new Set();
for (const pkg of Object.keys(REMOTES)) {
  const file = path.join(ROOT, pkg, 'dist/hanpan-remote.json');
  if (!fs.existsSync(file)) {
    console.error(`${pkg}/dist/hanpan-remote.json이 없습니다. 먼저 npm run build를 실행하세요.`);
    process.exit(1);
  }
  for (const r of JSON.parse(fs.readFileSync(file, 'utf8')).routes) {
    const href = hrefOf(r.path);
    if (!prefixes.has(href.toLowerCase())) subRoutes.add(href);
  }
}

// API paths only the remotes call
const apiPaths = (dir) =>
  new Set(files(dir, (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/[`'](\/api\/[A-Za-z0-9/_-]+)/g)].map((m) => m[1].replace(/\/$/, ''))));
const common = new Set([...apiPaths(path.join(ROOT, 'platform/src')), ...apiPaths(path.join(ROOT, 'shell/src'))]);
const areaApi = new Set(Object.keys(REMOTES).flatMap((pkg) => [...apiPaths(path.join(ROOT, pkg, 'src'))]).filter((p) => ![...common].some((c) => c === p || c.startsWith(`${p}/`))));
// ('/api/vip' from `/api/vip/${month}/…` is not area-only when the shell calls /api/vip/opened)

const problems = [];
for (const [file, text] of shellJs) {
  for (const p of [...subRoutes, ...areaApi]) {
    if (new RegExp(`["'\`]${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\`/?]`).test(text)) problems.push(`${file}: ${p}`);
  }
}
if (problems.length) {
  console.error(`셸 빌드에 영역의 경로가 들어 있습니다:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`✔ 셸 JS(${shellJs.length}개 파일)에 원격의 하위 경로 ${subRoutes.size}개와 영역 전용 API 경로 ${areaApi.size}개가 없습니다.`);
