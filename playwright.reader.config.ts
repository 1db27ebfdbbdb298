import { defineConfig } from '@playwright/test';
import site from './playwright.config';

/*
 * Orca, a real screen reader, listening to Firefox and to Chromium (`npm run test:reader`, tests/orca): one session a
 * browser, each on its own display and D-Bus session, side by side. A browser's journeys run in order in its session,
 * and write down what was heard (tests/orca/heard/). Run on their own, after the other browser tests: what Orca says
 * depends on the timing of events, which a machine busy with other browsers stretches.
 */
export default defineConfig({
  ...site,
  testDir: 'tests/orca',
  outputDir: 'test-results/reader',
  fullyParallel: false,
  workers: 2,
  timeout: 60_000,
  projects: [{ name: 'orca-firefox' }, { name: 'orca-chromium' }],
});
