import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/e2e/browser';

const port = 4174;

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
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --mount /deep/sub/path/`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
