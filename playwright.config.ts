import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from './scripts/chromium.mjs';

// E2E_PORT and E2E_DIST let several builds be tested side by side; CI uses the defaults.
const port = Number(process.env.E2E_PORT ?? 4174);
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}/`,
    browserName: 'chromium',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --mount /deep/sub/path/ --dist ${dist}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
