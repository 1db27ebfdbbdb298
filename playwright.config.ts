import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumForTests } from './scripts/chromium.mjs';
import { firefoxPath, firefoxTestPrefs } from './scripts/engines.mjs';
import { chromiumOnlyTag, firefoxSpecs } from './tests/engines';

// E2E_PORT and E2E_DIST let several builds be tested side by side; CI uses the defaults.
const port = Number(process.env.E2E_PORT ?? 4174);
const dist = process.env.E2E_DIST ?? 'dist';

/*
 * Three engines (which tests run where, and why: tests/engines.ts). Chromium runs every e2e spec; Firefox, driven
 * over WebDriver BiDi, runs most of them; WebKit runs its own suite over classic WebDriver (tests/webkit), one test
 * at a time, since its driver holds one session.
 */
export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on its second try is a test to fix. Measured without retries on a busy
  // machine: 214 Firefox runs of its tests without the content-process crash that once called for a retry there, and
  // 140 WebKit sessions, 2 of which never started, which the WebKit fixture now gives a new driver (tests/webkit).
  retries: 0,
  // Three on two cores: measured on the same machine, the e2e run took 21.6 min with three and 24.2 min with two
  // (WebKit's worker mostly waits on its driver).
  workers: 3,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // Baselines are Chromium's alone (tests/engines.ts): their names carry no project.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  use: {
    baseURL: `http://localhost:${port}/`,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
  // WebKit first: it has one worker, which starts at once beside a Chromium one, instead of running alone at the end.
  // The screen reader's journeys have a configuration of their own (playwright.reader.config.ts).
  projects: [
    {
      name: 'webkit',
      testDir: 'tests/webkit',
      workers: 1,
      timeout: 60_000,
    },
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: chromiumForTests(), args: chromiumArgs },
      },
    },
    {
      name: 'firefox',
      testDir: 'tests/e2e',
      testMatch: firefoxSpecs,
      grepInvert: chromiumOnlyTag,
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        launchOptions: { executablePath: firefoxPath, firefoxUserPrefs: firefoxTestPrefs },
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --mount /deep/sub/path/ --dist ${dist}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
