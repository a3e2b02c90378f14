#!/usr/bin/env node
// npm run bench — the performance note in one run: build time, page bench (JS bytes, scripts,
// LCP, CLS; desktop and the mobile preset), Lighthouse mobile, the API read bench (PGlite and,
// with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL) and the server's RSS after start and
// after the bench. Writes bench/results/bench.json and bench/results/bench.md.
// Scores move between runs on a shared machine: CI checks the byte budgets only (check:budgets).
// BENCH_SKIP_BUILD=1 reuses the dist folders; BENCH_SKIP_LIGHTHOUSE=1 / BENCH_SKIP_API=1 skip parts;
// BENCH_RUNS (default 3) runs per figure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { PACKAGES, REMOTES, ROOT, build, isBuilt, publishRemote, publishShell } from './lib/deploy-lib.mjs';
import { startPortal } from './lib/portal-process.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const port = Number(process.env.BENCH_PORT || 8095);
const outDir = path.join(ROOT, 'bench/results');
// cold loads per page and preset, and Lighthouse runs per page (the median is reported)
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const PAGES = [
  { path: '/', host: 'localhost' },
  { path: '/shop', host: 'localhost' },
  { path: '/plus', host: 'localhost' },
  { path: '/vip', host: 'localhost' },
  { path: '/hpc', host: 'localhost' },
  { path: '/mobile', host: 'm.localhost' },
];
// Lighthouse's mobile preset: Moto G Power viewport, 4× CPU slowdown, slow 4G (150 ms, 1.6 Mbit/s)
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };
const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, cpu: 1, latency: 0, down: -1, up: -1 };
const kb = (n) => Math.round((n / 1024) * 10) / 10;
const rssKB = (pid) => {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : null;
};
const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

const result = { measuredAt: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version } };

// 1. build time (all packages, as `npm run build`)
if (process.env.BENCH_SKIP_BUILD !== '1') {
  const started = Date.now();
  const res = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('build failed');
  result.buildSeconds = Math.round((Date.now() - started) / 100) / 10;
} else {
  for (const pkg of PACKAGES) if (!isBuilt(pkg)) build(pkg);
  result.buildSeconds = null;
}

const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-bench-'));
publishShell(deployDir);
for (const pkg of Object.keys(REMOTES)) publishRemote(pkg, deployDir);
const portal = await startPortal({ port, deployDir });
result.serverRssKB = { afterStart: rssKB(portal.pid) };

/** One cold load: JS bytes (gzip as served), scripts, LCP and CLS after the page settles. */
async function measurePage(browser, p, preset) {
  const context = await browser.newContext({ viewport: preset.viewport, deviceScaleFactor: preset.deviceScaleFactor, isMobile: preset.isMobile, hasTouch: preset.hasTouch, locale: 'ko-KR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (preset.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: preset.cpu });
  await cdp.send('Network.enable');
  if (preset.latency) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: preset.latency, downloadThroughput: preset.down, uploadThroughput: preset.up });
  await page.addInitScript(() => {
    const w = window;
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) w.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  });
  const scripts = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(res.body().then((b) => zlib.gzipSync(b, { level: 9 }).length).catch(() => 0));
  });
  await page.goto(`http://${p.host}:${port}${p.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.locator('main h1, [data-page] h1').first().waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(500);
  const { lcp, cls } = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }));
  const sizes = await Promise.all(scripts);
  await context.close();
  return { scripts: sizes.length, jsGzipKB: kb(sizes.reduce((s, n) => s + n, 0)), lcpMs: Math.round(lcp), cls: Math.round(cls * 1000) / 1000 };
}

try {
  // 2. page bench: median of RUNS cold loads per page and preset
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  result.pages = [];
  try {
    for (const p of PAGES) {
      const row = { page: p.path, host: p.host };
      for (const [name, preset] of [['desktop', DESKTOP], ['mobile', MOBILE]]) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measurePage(browser, p, preset));
        row[name] = { scripts: runs[0].scripts, jsGzipKB: runs[0].jsGzipKB, lcpMs: median(runs.map((r) => r.lcpMs)), cls: median(runs.map((r) => r.cls)) };
      }
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
      for (let i = 0; i < RUNS; i++) {
        const chrome = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROME_ARGS, `--remote-debugging-port=${debugPort}`] });
        try {
          const r = await lighthouse(`http://${p.host}:${port}${p.path}`, { port: debugPort, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
          const a = r.lhr.audits;
          runs.push({ score: Math.round(r.lhr.categories.performance.score * 100), lcpMs: Math.round(a['largest-contentful-paint'].numericValue), tbtMs: Math.round(a['total-blocking-time'].numericValue), cls: Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000, fcpMs: Math.round(a['first-contentful-paint'].numericValue) });
        } finally {
          await chrome.close();
        }
      }
      runs.sort((x, y) => x.score - y.score);
      const mid = runs[Math.floor(runs.length / 2)];
      result.lighthouse.push({ page: p.path, host: p.host, ...mid, scores: runs.map((r) => r.score) });
      console.log(`lighthouse ${p.host}${p.path}: ${mid.score} (LCP ${mid.lcpMs} ms, TBT ${mid.tbtMs} ms, CLS ${mid.cls})`);
    }
  }
  result.serverRssKB.afterBench = rssKB(portal.pid);
} finally {
  await portal.stop();
  fs.rmSync(deployDir, { recursive: true, force: true });
}

// 4. API read bench (its own in-process servers; PostgreSQL when a URL is given)
if (process.env.BENCH_SKIP_API !== '1') {
  const res = spawnSync('npm', ['run', 'bench', '-w', 'api'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (res.status === 0) result.api = JSON.parse(fs.readFileSync(path.join(outDir, 'api.json'), 'utf8'));
}
// the monolith comparison (issue 20 point 6) is not built yet
result.monolithRatio = null;

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'bench.json'), JSON.stringify(result, null, 2) + '\n');
fs.writeFileSync(path.join(outDir, 'bench.md'), markdown(result));
console.log(`\n${markdown(result)}\n→ bench/results/bench.json, bench/results/bench.md`);

function markdown(r) {
  const lines = [`측정: ${r.measuredAt} (CPU ${r.machine.cpus}개, Node ${r.machine.node})`, ''];
  lines.push('| 페이지 | JS gzip KB | 스크립트 | LCP 데스크톱 ms | CLS 데스크톱 | LCP 모바일 ms | CLS 모바일 | Lighthouse 모바일 | LH LCP ms | LH TBT ms |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const p of r.pages ?? []) {
    const lh = (r.lighthouse ?? []).find((l) => l.page === p.page) ?? {};
    lines.push(`| ${p.host === 'localhost' ? '' : p.host}${p.page} | ${p.desktop.jsGzipKB} | ${p.desktop.scripts} | ${p.desktop.lcpMs} | ${p.desktop.cls} | ${p.mobile.lcpMs} | ${p.mobile.cls} | ${lh.score ?? '-'} | ${lh.lcpMs ?? '-'} | ${lh.tbtMs ?? '-'} |`);
  }
  lines.push('');
  if (r.api) {
    lines.push('| DB | API 읽기 (10 연결) | req/s | p50 ms | p99 ms |', '| --- | --- | ---: | ---: | ---: |');
    for (const a of r.api.results) lines.push(`| ${a.database} | ${a.name} | ${a.requestsPerSec} | ${a.p50} | ${a.p99} |`);
    lines.push('');
  }
  lines.push(`서버 RSS: 시작 후 ${Math.round((r.serverRssKB?.afterStart ?? 0) / 1024)} MB, 벤치 후 ${Math.round((r.serverRssKB?.afterBench ?? 0) / 1024)} MB · 빌드 ${r.buildSeconds ?? '-'} s · 모놀리스 비율: ${r.monolithRatio ?? '미측정'}`);
  return lines.join('\n') + '\n';
}
