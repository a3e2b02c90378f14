#!/usr/bin/env node
// npm run bench:monolith — the federated portal against the same pages built as one ordinary
// webpack app (bench/monolith/webpack.config.cjs): JS bytes (gzip, scripts) and LCP on / and /shop,
// desktop and the mobile preset, and the ratio federated ÷ monolith (target ≤ 1.10). Both are
// served by the real portal server on temp deploy dirs with the same remotes (routes, declarations
// and first-screen server renders alike) and the same server render of the frame, so both pages
// arrive server-rendered with their data and the ratios compare the client code; the loads
// alternate between the two so machine noise hits both.
// Alone it writes bench/results/monolith.json; `npm run bench` includes it in bench.json/bench.md.
// BENCH_SKIP_BUILD=1 reuses existing builds; BENCH_RUNS (default 3) loads per figure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PACKAGES, ROOT, build, isBuildCurrent, isBuilt } from './lib/deploy-lib.mjs';
import { deployPortal, startPortal } from './lib/portal-process.mjs';
import { PRESETS, launchBrowser, measurePage, median } from './lib/page-bench.mjs';
import { buildServerRenderOf, serverRenderFile } from './lib/ssr-build.mjs';

const MONOLITH_DIR = path.join(ROOT, 'bench/monolith');
export const RATIO_TARGET = 1.1;
// what must be on screen before a load counts: the home page's title, the shop's product list
const COMPARED_PAGES = [
  { path: '/', ready: 'main h1' },
  { path: '/shop', ready: 'ul[aria-label="BEST 상품"] > li' },
];

const MONOLITH_RENDERER = path.join(MONOLITH_DIR, serverRenderFile('shell'));

/**
 * Builds the monolith (bench/monolith/dist) and its server render, which is the shell's frame
 * renderer (federation plays no part on the server): without it the monolith's pages would be
 * rendered and fetched in the browser, and the ratios would measure SSR, not federation.
 * Returns the seconds it took.
 */
export async function buildMonolith() {
  const started = Date.now();
  const webpackCli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
  const res = spawnSync(process.execPath, [webpackCli, '--config', path.join(MONOLITH_DIR, 'webpack.config.cjs'), '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`모놀리스 빌드 실패 (exit ${res.status})`);
  await buildServerRenderOf(path.join(ROOT, 'shell'), MONOLITH_RENDERER);
  return Math.round((Date.now() - started) / 100) / 10;
}

const ratio = (federated, monolith) => (monolith ? Math.round((federated / monolith) * 100) / 100 : null);

function summarize(runs) {
  return { scripts: runs[0].scripts, jsGzipKB: runs[0].jsGzipKB, lcpMs: median(runs.map((r) => r.lcpMs)) };
}

/**
 * Measures / and /shop on the federated portal at `federatedUrl` and on the monolith served from
 * a second portal on `port`. Builds the monolith unless BENCH_SKIP_BUILD=1 finds it built.
 */
export async function compareMonolith({ federatedUrl, port, runs }) {
  const buildSeconds = process.env.BENCH_SKIP_BUILD === '1' && isBuilt('shell', MONOLITH_DIR) ? null : await buildMonolith();
  const deployDir = deployPortal(MONOLITH_DIR);
  const portal = await startPortal({ port, deployDir });
  const browser = await launchBrowser();
  const pages = [];
  try {
    for (const p of COMPARED_PAGES) {
      const row = { page: p.path };
      for (const [name, preset] of PRESETS) {
        const fed = [];
        const mono = [];
        for (let i = 0; i < runs; i++) {
          fed.push(await measurePage(browser, `${federatedUrl}${p.path}`, preset, p.ready));
          mono.push(await measurePage(browser, `${portal.url}${p.path}`, preset, p.ready));
        }
        const federated = summarize(fed);
        const monolith = summarize(mono);
        row[name] = { federated, monolith, ratio: { jsGzip: ratio(federated.jsGzipKB, monolith.jsGzipKB), lcp: ratio(federated.lcpMs, monolith.lcpMs) } };
        console.log(
          `monolith ${p.path.padEnd(6)} ${name.padEnd(7)} JS ${federated.jsGzipKB}/${monolith.jsGzipKB} KB gzip (${federated.scripts}/${monolith.scripts} scripts) = ${row[name].ratio.jsGzip}` +
            ` · LCP ${federated.lcpMs}/${monolith.lcpMs} ms = ${row[name].ratio.lcp}`,
        );
      }
      pages.push(row);
    }
  } finally {
    await browser.close();
    await portal.stop();
    fs.rmSync(deployDir, { recursive: true, force: true });
  }
  const all = pages.flatMap((p) => PRESETS.map(([name]) => p[name].ratio));
  const worst = { jsGzip: Math.max(...all.map((r) => r.jsGzip)), lcp: Math.max(...all.map((r) => r.lcp)) };
  return { buildSeconds, runs, target: RATIO_TARGET, worst, withinTarget: worst.jsGzip <= RATIO_TARGET && worst.lcp <= RATIO_TARGET, pages };
}

/** The "모놀리스 비교" section of bench.md. */
export function monolithMarkdown(m) {
  const lines = ['### 모놀리스 비교', '', `연합(federation) ÷ 모놀리스(한 번들) — 목표 ≤ ${m.target} · JS는 gzip KB(스크립트 수), LCP는 ${m.runs}회 중앙값`, ''];
  lines.push('| 페이지 | 환경 | 연합 JS KB | 모놀리스 JS KB | JS 비율 | 연합 LCP ms | 모놀리스 LCP ms | LCP 비율 |');
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const p of m.pages) {
    for (const [name] of PRESETS) {
      const r = p[name];
      const label = name === 'desktop' ? '데스크톱' : '모바일';
      lines.push(`| ${p.page} | ${label} | ${r.federated.jsGzipKB} (${r.federated.scripts}) | ${r.monolith.jsGzipKB} (${r.monolith.scripts}) | ${r.ratio.jsGzip} | ${r.federated.lcpMs} | ${r.monolith.lcpMs} | ${r.ratio.lcp} |`);
    }
  }
  lines.push('', `최대 비율: JS ${m.worst.jsGzip}, LCP ${m.worst.lcp} — ${m.withinTarget ? '목표 이내' : '목표 초과'} · 모놀리스 빌드 ${m.buildSeconds ?? '-'} s`);
  return lines.join('\n');
}

// run alone: a federated portal of its own, then the comparison; `--build-only` only builds the
// monolith; `--config-only` (CI: the shell's config changes under this build, which the bench alone
// would find) only makes its webpack config from the shell's, in seconds instead of a build
const runAlone = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runAlone && process.argv.includes('--config-only')) {
  const { default: monolithConfig } = await import(pathToFileURL(path.join(MONOLITH_DIR, 'webpack.config.cjs')).href);
  const config = await monolithConfig(undefined, { mode: 'production' });
  console.log(`모놀리스 webpack 설정 확인: 셸 설정에서 만들어짐 → ${path.relative(ROOT, config.output.path)}`);
} else if (runAlone && process.argv.includes('--build-only')) {
  console.log(`모놀리스 빌드 ${await buildMonolith()} s → ${path.relative(ROOT, MONOLITH_DIR)}/dist`);
} else if (runAlone) {
  const port = Number(process.env.BENCH_PORT || 8095);
  const runs = Math.max(1, Number(process.env.BENCH_RUNS || 3));
  for (const pkg of PACKAGES) if (!isBuildCurrent(pkg)) build(pkg);
  const deployDir = deployPortal();
  const portal = await startPortal({ port, deployDir });
  let result;
  try {
    result = await compareMonolith({ federatedUrl: portal.url, port: port + 2, runs });
  } finally {
    await portal.stop();
    fs.rmSync(deployDir, { recursive: true, force: true });
  }
  const outDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'monolith.json'), JSON.stringify({ measuredAt: new Date().toISOString(), ...result }, null, 2) + '\n');
  console.log(`\n${monolithMarkdown(result)}\n→ bench/results/monolith.json`);
}
