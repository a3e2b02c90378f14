#!/usr/bin/env node
// No two modules in one folder whose names differ only in case (`Countdown.tsx` beside
// `countdown.ts`): esbuild, which bundles the server renders (scripts/lib/ssr-build.mjs), matches
// file names case-insensitively, so `./countdown` loaded the component itself. tsc, jest and
// webpack did not notice; the server-render build failed only in CI.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/deploy-lib.mjs';

const MODULE = /\.(?:[cm]?[jt]sx?|json)$/;
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'report', '.cache']);

const problems = [];
function walk(dir) {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const byStem = new Map();
  for (const e of entries) {
    if (e.isDirectory()) {
      if (!SKIP.has(e.name) && !e.name.startsWith('.')) walk(path.join(dir, e.name));
      continue;
    }
    if (!MODULE.test(e.name)) continue;
    const stem = e.name.replace(/(\.test|\.spec)?\.[^.]+$/, '');
    const names = byStem.get(stem.toLowerCase()) ?? new Map();
    names.set(stem, e.name);
    byStem.set(stem.toLowerCase(), names);
  }
  for (const names of byStem.values()) {
    if (names.size > 1) problems.push(`${path.relative(ROOT, dir)}: ${[...names.values()].join(', ')}`);
  }
}

for (const e of fs.readdirSync(ROOT, { withFileTypes: true })) {
  const src = path.join(ROOT, e.name, 'src');
  if (e.isDirectory() && !e.name.startsWith('.') && fs.existsSync(src)) walk(src);
}
if (problems.length) {
  console.error('✘ 한 폴더에 대소문자만 다른 모듈 이름 (esbuild가 서로를 불러옵니다):');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('✔ 한 폴더에 대소문자만 다른 모듈 이름이 없습니다.');
