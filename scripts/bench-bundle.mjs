#!/usr/bin/env node
// npm run bench:bundle — loads /, /shop, /plus, /vip, /hpc, /mobile in Chromium (fresh cache each)
// against production builds and prints, per page, the JS transferred (raw and gzip) and the
// number of scripts, plus each remote's remoteEntry.js size. Figures → bench/results/bundle.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PACKAGES, REMOTES, ROOT, build, isBuildCurrent, readManifest } from './lib/deploy-lib.mjs';
import { deployPortal, startPortal } from './lib/portal-process.mjs';
import { launchBrowser } from './lib/page-bench.mjs';

const PAGES = [
  { path: '/', host: 'localhost' },
  { path: '/shop', host: 'localhost' },
  { path: '/plus', host: 'localhost' },
  { path: '/vip', host: 'localhost' },
  { path: '/hpc', host: 'localhost' },
  { path: '/mobile', host: 'm.localhost' },
];
const port = Number(process.env.BENCH_PORT || 8095);
const out = path.resolve(ROOT, process.env.BENCH_OUT || 'bench/results/bundle.json');
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

// a dist older than its sources would measure code the checkout no longer has
for (const pkg of PACKAGES) if (!isBuildCurrent(pkg)) build(pkg);
const deployDir = deployPortal();

const portal = await startPortal({ port, deployDir });
// a browser that does not start must not leave the server running on the port
const browser = await launchBrowser().catch(async (error) => {
  await portal.stop();
  throw error;
});
const pages = [];
try {
  for (const p of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, raw: body.length, gzip: gz(body) })).catch(() => null));
    });
    await page.goto(`http://${p.host}:${port}${p.path}`, { waitUntil: 'networkidle' });
    await page.locator('main h1, [data-page] h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(scripts)).filter(Boolean);
    // a remote's own code: its files except remoteEntry.js; everything else is the platform
    const own = files.filter((f) => f.url.startsWith('/remotes/') && !f.url.endsWith('/remoteEntry.js'));
    pages.push({
      page: p.path,
      host: p.host,
      scripts: files.length,
      jsRaw: files.reduce((s, f) => s + f.raw, 0),
      jsGzip: files.reduce((s, f) => s + f.gzip, 0),
      ownJsGzip: own.reduce((s, f) => s + f.gzip, 0),
      platformJsGzip: files.reduce((s, f) => s + f.gzip, 0) - own.reduce((s, f) => s + f.gzip, 0),
      files: files.sort((a, b) => b.gzip - a.gzip),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await portal.stop();
}

const manifest = readManifest(deployDir);
const remoteEntries = Object.entries(REMOTES).map(([pkg, name]) => {
  const file = path.join(deployDir, 'remotes', pkg, manifest[name].version, 'remoteEntry.js');
  const buf = fs.readFileSync(file);
  return { package: pkg, name, version: manifest[name].version, raw: buf.length, gzip: gz(buf) };
});
fs.rmSync(deployDir, { recursive: true, force: true });

console.log('\n페이지       스크립트   JS raw KB   JS gzip KB   플랫폼 gzip   원격 자체 gzip');
for (const p of pages) {
  console.log(`${p.page.padEnd(12)} ${String(p.scripts).padStart(8)} ${kb(p.jsRaw).padStart(11)} ${kb(p.jsGzip).padStart(12)} ${kb(p.platformJsGzip).padStart(13)} ${kb(p.ownJsGzip).padStart(16)}`);
}
console.log('\nremoteEntry.js   raw KB   gzip KB');
for (const r of remoteEntries) console.log(`${r.package.padEnd(14)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(9)}`);

fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), pages, remoteEntries }, null, 2) + '\n');
console.log(`\n→ ${path.relative(ROOT, out)}`);
