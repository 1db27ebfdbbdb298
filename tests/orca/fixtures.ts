// The fixtures of the screen-reader tests: one Orca session per worker (session.ts), in the browser the project names.
import { test as base, expect } from '@playwright/test';
import { ReaderSession, type ReaderBrowser } from './session';

export { expect };

export const test = base.extend<{ readerBrowser: ReaderBrowser }, { reader: ReaderSession }>({
  readerBrowser: ['firefox', { option: true }],
  reader: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const browser = workerInfo.project.name.endsWith('chromium') ? 'chromium' : 'firefox';
      const baseURL = String(workerInfo.project.use.baseURL ?? workerInfo.config.projects[0]?.use.baseURL);
      const session = await ReaderSession.start(browser, baseURL);
      await use(session);
      await session.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
