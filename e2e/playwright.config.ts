// E2E against production builds served by the real API (api/src/server.ts): see global-setup.ts.
// E2E_BASE_URL=http://host:port runs the same suite against a portal that is already running.
import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { PC } from './support/env';

/**
 * Debian's chromium-headless-shell when it is installed: the same Chromium build (one source package,
 * one version) as Playwright's own headless runs use, without the full browser's windows and tabs —
 * each new page costs about half the CPU (35 journeys on 2 cores: 142 → 111 s). Else the full
 * /usr/bin/chromium; CHROMIUM_PATH picks either.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Where the HTML report (html/) and the failures' traces and screenshots (artifacts/) go. */
const REPORT_DIR = process.env.E2E_REPORT_DIR ? path.resolve(process.env.E2E_REPORT_DIR) : path.join(__dirname, 'report');

/**
 * Chromium keeps only the last --disable-features, so this repeats Playwright's own list
 * (playwright-core chromiumSwitches.ts) and adds the WebUI omnibox popup that Chromium 156 preloads
 * into a renderer of its own in every browser: on a 2-core CI host it took half a core.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
].join(',');

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // three on CI's two cores: a test mostly waits (the page, the server, an animation); two kept the
  // machine 58 % busy, three 89 % and the suite took 5.2 instead of 7.8 minutes (343 tests, none flaky)
  workers: Number(process.env.E2E_WORKERS || 3),
  retries: process.env.CI ? 1 : 0,
  // the HTML report (traces and screenshots of failures inside) in a known folder; CI keeps it
  reporter: [['list'], ['html', { open: 'never', outputFolder: path.join(REPORT_DIR, 'html') }]],
  globalSetup: './global-setup.ts',
  // separate folders let several runs share a checkout (E2E_REPORT_DIR, or E2E_OUTPUT_DIR for artifacts)
  outputDir: process.env.E2E_OUTPUT_DIR || path.join(REPORT_DIR, 'artifacts'),
  projects: [
    // redeploys remotes in the run's deploy dir; one after the other (each checks the entries the
    // other one changes); no other spec depends on a fixed remote version. Listed first so its
    // ~3 minutes of builds run beside the portal specs on the other workers, not alone at the end
    { name: 'deploy', testMatch: /deploy\.spec\.ts/, fullyParallel: false },
    // exact balance journeys use members of their own: they may run beside everything else
    { name: 'portal', testIgnore: /deploy\.spec\.ts/ },
  ],
  use: {
    baseURL: PC,
    headless: true,
    locale: 'ko-KR',
    // a trace costs every test CPU (DOM snapshots, screencast); CI records it on the retry of a failed test
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--disable-features=${DISABLED_FEATURES}`],
    },
  },
});
