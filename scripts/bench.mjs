#!/usr/bin/env node
// npm run bench — the performance note in one run: build time, page bench (JS bytes, scripts,
// LCP, CLS; desktop and the mobile preset), Lighthouse mobile, the API read bench (PGlite and,
// with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL) and the server's RSS after start and
// after the bench, and the monolith comparison (federated ÷ monolith, scripts/bench-monolith.mjs).
// Writes bench/results/bench.json and bench/results/bench.md.
// Scores move between runs on a shared machine: CI checks the byte budgets only (check:budgets).
// BENCH_SKIP_BUILD=1 reuses the dist folders that are current (the monolith's too, if built); BENCH_SKIP_LIGHTHOUSE=1,
// BENCH_SKIP_API=1, BENCH_SKIP_MONOLITH=1 skip parts;
// BENCH_RUNS (default 3) runs per figure; BENCH_PAGES (comma-separated paths) picks and orders the pages.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PACKAGES, ROOT, build, isBuildCurrent } from './lib/deploy-lib.mjs';
import { deployPortal, startPortal } from './lib/portal-process.mjs';
import { PRESETS, launchBrowser, measurePageMedian, rssKB } from './lib/page-bench.mjs';
import { compareMonolith, monolithMarkdown } from './bench-monolith.mjs';

const port = Number(process.env.BENCH_PORT || 8095);
const outDir = path.join(ROOT, 'bench/results');
// cold loads per page and preset, and Lighthouse runs per page (the median is reported)
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const ALL_PAGES = [
  { path: '/', host: 'localhost' },
  { path: '/shop', host: 'localhost' },
  { path: '/plus', host: 'localhost' },
  { path: '/vip', host: 'localhost' },
  { path: '/hpc', host: 'localhost' },
  { path: '/mobile', host: 'm.localhost' },
];
// BENCH_PAGES=/mobile,/hpc,… measures those pages in that order: the pages measured last scored
// worse in two runs, and the reverse order tells the host's drift from the bench's own wear
const PAGES = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',').map((path) => {
      const page = ALL_PAGES.find((p) => p.path === path.trim());
      if (!page) throw new Error(`BENCH_PAGES: ${path} is not one of ${ALL_PAGES.map((p) => p.path).join(', ')}`);
      return page;
    })
  : ALL_PAGES;

/**
 * Korean system fonts on this machine (null: no fontconfig). Without one, Hangul is laid out in
 * near-zero-width glyphs until the web font arrives: text wraps otherwise than on any phone, so
 * the mobile preset's CLS and LCP say little about players' devices (and font-dependent wrapping
 * goes unseen: /shop's header moved 56 px on a Korean fallback font, and 0 px here).
 */
function koreanFontCount() {
  const res = spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.split('\n').filter(Boolean).length : null;
}

const result = { measuredAt: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version, koreanFonts: koreanFontCount() } };

// 1. build time (all packages, as `npm run build`)
if (process.env.BENCH_SKIP_BUILD !== '1') {
  const started = Date.now();
  const res = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('build failed');
  result.buildSeconds = Math.round((Date.now() - started) / 100) / 10;
} else {
  for (const pkg of PACKAGES) if (!isBuildCurrent(pkg)) build(pkg);
  result.buildSeconds = null;
}

const deployDir = deployPortal();
const portal = await startPortal({ port, deployDir });
result.serverRssKB = { afterStart: rssKB(portal.pid) };

try {
  // 2. page bench: median of RUNS cold loads per page and preset
  const browser = await launchBrowser();
  result.pages = [];
  try {
    for (const p of PAGES) {
      const row = { page: p.path, host: p.host };
      for (const [name, preset] of PRESETS) row[name] = await measurePageMedian(browser, `http://${p.host}:${port}${p.path}`, preset, RUNS);
      result.pages.push(row);
      console.log(`${p.path.padEnd(8)} desktop LCP ${row.desktop.lcpMs} ms CLS ${row.desktop.cls} · mobile LCP ${row.mobile.lcpMs} ms CLS ${row.mobile.cls} · JS ${row.desktop.jsGzipKB} KB gzip in ${row.desktop.scripts} scripts`);
    }
  } finally {
    await browser.close();
  }

  // 3. Lighthouse mobile (its default preset), the median run by performance score
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    const { default: lighthouse } = await import('lighthouse');
    // Lighthouse drives a Chromium that Playwright starts with a debugging port (BENCH_PORT + 1)
    const debugPort = port + 1;
    result.lighthouse = [];
    for (const p of PAGES) {
      const runs = [];
      // a run Lighthouse could not measure (its trace lost the navigation: NO_NAVSTART…) scores 0:
      // said and run again, up to twice per page, so the median is of measured runs
      let retries = 2;
      for (let i = 0; i < RUNS; i++) {
        const chrome = await launchBrowser([`--remote-debugging-port=${debugPort}`]);
        try {
          const r = await lighthouse(`http://${p.host}:${port}${p.path}`, { port: debugPort, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
          const a = r.lhr.audits;
          if (r.lhr.runtimeError) {
            console.warn(`lighthouse ${p.host}${p.path} run ${i + 1}: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message ?? ''}${retries > 0 ? ' — again' : ''}`);
            if (retries-- > 0) {
              i--;
              continue;
            }
          }
          for (const warning of r.lhr.runWarnings ?? []) console.warn(`lighthouse ${p.host}${p.path} run ${i + 1}: ${warning}`);
          runs.push({ score: Math.round(r.lhr.categories.performance.score * 100), benchmarkIndex: Math.round(r.lhr.environment.benchmarkIndex), lcpMs: Math.round(a['largest-contentful-paint'].numericValue), tbtMs: Math.round(a['total-blocking-time'].numericValue), cls: Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000, fcpMs: Math.round(a['first-contentful-paint'].numericValue) });
        } finally {
          await chrome.close();
        }
      }
      runs.sort((x, y) => x.score - y.score);
      const mid = runs[Math.floor(runs.length / 2)];
      result.lighthouse.push({ page: p.path, host: p.host, ...mid, scores: runs.map((r) => r.score), benchmarkIndexes: runs.map((r) => r.benchmarkIndex) });
      console.log(`lighthouse ${p.host}${p.path}: ${mid.score} (LCP ${mid.lcpMs} ms, TBT ${mid.tbtMs} ms, CLS ${mid.cls})`);
    }
  }
  result.serverRssKB.afterBench = rssKB(portal.pid);

  // 4. the monolith comparison (issue 20 point 6): federated ÷ monolith on / and /shop, measured
  // alternately against this portal and a second one serving the monolith build (port + 2)
  if (process.env.BENCH_SKIP_MONOLITH !== '1') result.monolith = await compareMonolith({ federatedUrl: `http://localhost:${port}`, port: port + 2, runs: RUNS });
} finally {
  await portal.stop();
  fs.rmSync(deployDir, { recursive: true, force: true });
}

// 5. API read bench (its own in-process servers; PostgreSQL when a URL is given)
if (process.env.BENCH_SKIP_API !== '1') {
  const res = spawnSync('npm', ['run', 'bench', '-w', 'api'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (res.status === 0) result.api = JSON.parse(fs.readFileSync(path.join(outDir, 'api.json'), 'utf8'));
}
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'bench.json'), JSON.stringify(result, null, 2) + '\n');
fs.writeFileSync(path.join(outDir, 'bench.md'), markdown(result));
console.log(`\n${markdown(result)}\n→ bench/results/bench.json, bench/results/bench.md`);

function markdown(r) {
  const lines = [`측정: ${r.measuredAt} (CPU ${r.machine.cpus}개, Node ${r.machine.node}, 한글 시스템 글꼴 ${r.machine.koreanFonts ?? '알 수 없음'})`, ''];
  if (r.machine.koreanFonts === 0) {
    lines.push('주의: 이 머신에는 한글 시스템 글꼴이 없어, 웹 글꼴이 오기 전의 한글 배치(줄바꿈)가 휴대폰과 다릅니다. 모바일 CLS·LCP는 `fonts-noto-cjk`를 설치한 뒤 다시 재세요.', '');
  }
  lines.push('| 페이지 | JS gzip KB | 스크립트 | LCP 데스크톱 ms | CLS 데스크톱 | LCP 모바일 ms | CLS 모바일 | Lighthouse 모바일 | LH LCP ms | LH TBT ms |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const p of r.pages ?? []) {
    const lh = (r.lighthouse ?? []).find((l) => l.page === p.page) ?? {};
    lines.push(`| ${p.host === 'localhost' ? '' : p.host}${p.page} | ${p.desktop.jsGzipKB} | ${p.desktop.scripts} | ${p.desktop.lcpMs} | ${p.desktop.cls} | ${p.mobile.lcpMs} | ${p.mobile.cls} | ${lh.score ?? '-'} | ${lh.lcpMs ?? '-'} | ${lh.tbtMs ?? '-'} |`);
  }
  lines.push('');
  // Lighthouse simulates a phone 4× slower than the host; it calibrates that for a host whose
  // benchmarkIndex is above 1000 and calls a lower one "a slower CPU than Lighthouse expects"
  // (its TBT then runs high): the figure says whether two benches' scores compare
  const indexes = (r.lighthouse ?? []).flatMap((l) => l.benchmarkIndexes ?? []).sort((a, b) => a - b);
  if (indexes.length) {
    const median = indexes[Math.floor(indexes.length / 2)];
    lines.push(`Lighthouse benchmarkIndex(호스트 CPU): 중앙값 ${median} (${indexes[0]}–${indexes[indexes.length - 1]})${median < 1000 ? ' — 1000 미만: Lighthouse가 예상보다 느린 호스트로 보는 값으로, 모의 휴대폰이 뜻한 것보다 느려 TBT·점수가 나쁘게 나옵니다' : ''}`, '');
  }
  if (r.api) {
    lines.push('| DB | API 읽기 (10 연결) | req/s | p50 ms | p99 ms |', '| --- | --- | ---: | ---: | ---: |');
    for (const a of r.api.results) lines.push(`| ${a.database} | ${a.name} | ${a.requestsPerSec} | ${a.p50} | ${a.p99} |`);
    lines.push('');
  }
  if (r.monolith) lines.push(monolithMarkdown(r.monolith), '');
  lines.push(`서버 RSS: 시작 후 ${Math.round((r.serverRssKB?.afterStart ?? 0) / 1024)} MB, 벤치 후 ${Math.round((r.serverRssKB?.afterBench ?? 0) / 1024)} MB · 빌드 ${r.buildSeconds ?? '-'} s`);
  return lines.join('\n') + '\n';
}
