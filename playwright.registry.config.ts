import { defineConfig } from '@playwright/test';
import { chromiumArgs, requireChromium } from './scripts/chromium.mjs';

// The registry test (`npm run test:registry`): tests/registry/global-setup.ts adds every item of the registry in
// dist/r/ to each app with the real shadcn CLI, builds and serves it; the specs check what came of it.
export default defineConfig({
  testDir: 'tests/registry',
  outputDir: 'test-results/registry',
  globalSetup: './tests/registry/global-setup.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // An app's page checks run in order on one page; the apps and the CLI's questions share the two workers.
  workers: 2,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: requireChromium(), args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'apps', testIgnore: /hosts\.spec\.ts$/, teardown: 'network' },
    // What the guarded processes looked up, once all of them are done.
    { name: 'network', testMatch: /hosts\.spec\.ts$/ },
  ],
});
