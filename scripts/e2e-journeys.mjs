#!/usr/bin/env node
// The e2e journeys by area, from Playwright's own list (titles and tags; nothing is run):
//   node scripts/e2e-journeys.mjs --check   fails when a test has no area tag, or when the
//                                           journeys list in e2e/README.md is stale (npm run lint)
//   node scripts/e2e-journeys.mjs --write   rewrites that list in e2e/README.md
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const AREAS = ['shell', 'shop', 'plus', 'vip', 'hpc', 'mobile'];
const README = path.join(ROOT, 'e2e/README.md');
const BEGIN = '<!-- journeys:begin (node scripts/e2e-journeys.mjs --write) -->';
const END = '<!-- journeys:end -->';

/** Every test of the suite: { file, title (describe › test), tags }. */
export function listTests() {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CI: '' },
  });
  if (res.status !== 0) throw new Error(`playwright --list 실패 (exit ${res.status}): ${res.stderr.slice(-2000)}`);
  const report = JSON.parse(res.stdout);
  if (report.errors?.length) throw new Error(`playwright --list: ${report.errors.map((e) => e.message).join('\n')}`);
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) tests.push({ file: spec.file, title: [...titles, spec.title].join(' › '), tags: spec.tags ?? [] });
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.spec.ts') ? [...titles, child.title] : titles);
  };
  for (const s of report.suites) walk(s, []);
  return tests;
}

export function untagged(tests) {
  return tests.filter((t) => !t.tags.some((tag) => AREAS.includes(tag)));
}

export function journeysMarkdown(tests) {
  const out = [BEGIN, ''];
  for (const area of AREAS) {
    const mine = tests.filter((t) => t.tags.includes(area));
    // no count in the heading: two branches that each add a test to an area would both change it
    out.push(`### @${area}`, '');
    const byFile = new Map();
    for (const t of mine) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
    for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
      out.push(`- \`${file}\``);
      for (const t of list) out.push(`  - ${t.title}${t.tags.includes('smoke') ? ' — **@smoke**' : ''}`);
    }
    out.push('');
  }
  out.push(END);
  return out.join('\n');
}

function readmeWith(block) {
  const text = fs.readFileSync(README, 'utf8');
  const a = text.indexOf(BEGIN);
  const b = text.indexOf(END);
  if (a < 0 || b < 0) throw new Error(`${path.relative(ROOT, README)}: ${BEGIN} … ${END} 구간이 없습니다.`);
  return text.slice(0, a) + block + text.slice(b + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2];
  try {
    const tests = listTests();
    const missing = untagged(tests);
    if (mode === '--write') {
      fs.writeFileSync(README, readmeWith(journeysMarkdown(tests)));
      console.log(`e2e/README.md: 테스트 ${tests.length}개`);
    }
    if (missing.length) {
      console.error(`✘ 영역 태그(${AREAS.map((a) => '@' + a).join(', ')})가 없는 e2e 테스트 ${missing.length}개:`);
      for (const t of missing) console.error(`  ${t.file}: ${t.title}`);
      process.exit(1);
    }
    if (mode === '--check' && fs.readFileSync(README, 'utf8') !== readmeWith(journeysMarkdown(tests))) {
      // (a route a remote declares adds its page checks to the list: no test file changed, still stale)
      console.error('✘ e2e/README.md의 여정 목록이 오래되었습니다 — 테스트를 추가·변경했거나 경로를 새로 선언하면(routes.spec의 페이지 점검) 바뀝니다: npm run e2e:journeys');
      process.exit(1);
    }
    if (mode === '--check') console.log(`✔ e2e 테스트 ${tests.length}개 모두 영역 태그가 있고 e2e/README.md가 최신입니다.`);
  } catch (e) {
    console.error(`✘ ${e.message}`);
    process.exit(1);
  }
}
