// E2E against production builds served by the real API (api/src/server.ts): see global-setup.ts.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 8090);

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  // separate folders let several runs share a checkout (E2E_OUTPUT_DIR)
  outputDir: process.env.E2E_OUTPUT_DIR || '../test-results',
  projects: [
    { name: 'portal', testIgnore: /deploy\.spec\.ts|journey-/ },
    // exact balance checks: run after the portal specs, which also move `member`'s money
    { name: 'journeys', testMatch: /journey-/, dependencies: ['portal'] },
    // redeploys remotes in the run's deploy dir; one after the other (each checks the entries the
    // other one changes); no other spec depends on a fixed remote version
    { name: 'deploy', testMatch: /deploy\.spec\.ts/, fullyParallel: false },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    locale: 'ko-KR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
