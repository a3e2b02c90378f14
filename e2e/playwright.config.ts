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
  outputDir: '../test-results',
  projects: [
    { name: 'portal', testIgnore: /deploy\.spec\.ts/ },
    // rewrites the run's remotes manifest: runs alone, after everything else
    { name: 'deploy', testMatch: /deploy\.spec\.ts/, dependencies: ['portal'] },
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
