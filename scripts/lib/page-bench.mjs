// Cold page loads measured in Chromium, shared by `npm run bench` (scripts/bench.mjs) and the
// monolith comparison (scripts/bench-monolith.mjs): JS bytes (gzip, as served), scripts, LCP, CLS.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const { chromium } = require('playwright');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// Lighthouse's mobile preset: Moto G Power viewport, 4× CPU slowdown, slow 4G (150 ms, 1.6 Mbit/s)
export const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };
export const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, cpu: 1, latency: 0, down: -1, up: -1 };
export const PRESETS = [['desktop', DESKTOP], ['mobile', MOBILE]];
/** What says a page is there: its title (shell pages and remote pages alike). */
export const PAGE_READY = 'main h1, [data-page] h1';

export const kb = (n) => Math.round((n / 1024) * 10) / 10;
export const rssKB = (pid) => {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : null;
};
export const median = (xs) => {
  const s = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

export const launchBrowser = (args = []) => chromium.launch({ executablePath: CHROMIUM, args: [...CHROME_ARGS, ...args] });

/** One cold load (fresh context): waits for `ready` (a selector that fails the run if it never appears). */
export async function measurePage(browser, url, preset, ready = PAGE_READY) {
  const context = await browser.newContext({ viewport: preset.viewport, deviceScaleFactor: preset.deviceScaleFactor, isMobile: preset.isMobile, hasTouch: preset.hasTouch, locale: 'ko-KR' });
  try {
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
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.locator(ready).first().waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(500);
    const { lcp, cls } = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }));
    const sizes = await Promise.all(scripts);
    return { scripts: sizes.length, jsGzipKB: kb(sizes.reduce((s, n) => s + n, 0)), lcpMs: Math.round(lcp), cls: Math.round(cls * 1000) / 1000 };
  } finally {
    await context.close();
  }
}

/** `runs` cold loads: bytes of the first, median LCP and CLS. */
export async function measurePageMedian(browser, url, preset, runs, ready = PAGE_READY) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await measurePage(browser, url, preset, ready));
  return { scripts: all[0].scripts, jsGzipKB: all[0].jsGzipKB, lcpMs: median(all.map((r) => r.lcpMs)), cls: median(all.map((r) => r.cls)) };
}
