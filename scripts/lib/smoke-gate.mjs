// The deploy smoke gate: the area's @smoke journeys, and the check of every page the area declares
// (@pages: each opens in its layout without the error fallback, as a guest and logged in), against a
// version before production serves it. A temporary portal (real server, fresh demo database) serves a
// candidate deploy dir — production's shell and version folders with a manifest of its own in which
// only this remote's entry is the new version — and Playwright runs `--grep gateGrep(area)` against
// it (E2E_BASE_URL), stopping at the SMOKE_MAX_FAILURES-th failure (maxFailures()).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { candidateDir, REMOTES, ROOT } from './deploy-lib.mjs';
import { startPortal } from './portal-process.mjs';

/** mfe-shop → @shop (the e2e area tags, scripts/e2e-journeys.mjs). */
export const areaTagOf = (pkg) => `@${REMOTES[pkg].replace(/^mfe_/, '')}`;

/**
 * The tests the gate runs: the area's journeys tagged @smoke and its declared pages (@pages) — a new
 * or member-only page that throws is refused, not only a broken landing page. `pages: false`
 * (SMOKE_PAGES=0): the journeys only.
 */
export const gateGrep = (tag, pages = true) => `(?=.*${tag}\\b)(?=.*(?:@smoke${pages ? '|@pages' : ''})\\b)`;

/**
 * Failures after which Playwright stops (SMOKE_MAX_FAILURES, default 3; 0: none): a broken release
 * fails most of the area's tests, each after its timeout — the whole run took some 6 minutes to say
 * what the first three already said.
 */
export function maxFailures(env = process.env) {
  const n = Number(env.SMOKE_MAX_FAILURES);
  return env.SMOKE_MAX_FAILURES && Number.isInteger(n) && n >= 0 ? n : 3;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Playwright's own variables of an outer run (a gate started from a test) must not leak in. */
function cleanEnv(env) {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(k) && !k.startsWith('E2E_')));
}

/**
 * Runs the area's @smoke journeys against `version` of `pkg` (already staged in `dir`, not yet in
 * the manifest); `served`: the manifest production serves now (the other remotes stay at it).
 * Resolves { ok, report } — report: the HTML report's index.html.
 */
export async function runSmokeGate(pkg, version, dir, { reportDir, port, served } = {}) {
  const tag = areaTagOf(pkg);
  const reports = reportDir ?? path.join(ROOT, 'e2e/report/deploy', `${pkg}-${version}`);
  fs.rmSync(reports, { recursive: true, force: true });
  const candidate = candidateDir(pkg, version, dir, served);
  const portalPort = port ?? (Number(process.env.SMOKE_PORT) || (await freePort()));
  const pages = process.env.SMOKE_PAGES !== '0';
  const stopAfter = maxFailures();
  console.log(
    `▶ smoke 게이트: ${pkg} ${version} — ${tag} @smoke 여정${pages ? '과 영역의 모든 페이지(@pages)' : ''}를 임시 포털(http://localhost:${portalPort})에서 실행` +
      (stopAfter ? ` (실패 ${stopAfter}개에서 중단, SMOKE_MAX_FAILURES)` : ''),
  );
  let portal;
  try {
    // a throwaway demo portal whatever this machine's settings are (production's database, Redis and
    // secrets stay out of it): fresh embedded database, demo seed, the suite's helpers
    portal = await startPortal({
      port: portalPort,
      deployDir: candidate,
      env: { NODE_ENV: 'development', DEMO: '1', E2E: '1', DATABASE_URL: '', REDIS_URL: '', JOBS: '0', SIGNUP_RATE_LIMIT: '1000' },
    });
    const res = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--grep', gateGrep(tag, pages), `--max-failures=${stopAfter}`],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...cleanEnv(process.env), E2E_BASE_URL: portal.url, E2E_REPORT_DIR: reports, E2E_WORKERS: process.env.SMOKE_WORKERS || '1', CI: '' },
      },
    );
    return { ok: res.status === 0, report: path.join(reports, 'html', 'index.html') };
  } finally {
    await portal?.stop();
    fs.rmSync(candidate, { recursive: true, force: true });
  }
}
