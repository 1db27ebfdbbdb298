// The fixtures of the screen-reader tests: one Orca session per worker (session.ts), in the browser its project names.
import { test as base, expect } from '@playwright/test';
import { ReaderSession } from './session';

export { expect };

export const test = base.extend<object, { reader: ReaderSession }>({
  reader: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const browser = workerInfo.project.name.endsWith('chromium') ? 'chromium' : 'firefox';
      const baseURL = String(workerInfo.project.use.baseURL);
      const session = await ReaderSession.start(browser, baseURL);
      await use(session);
      await session.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
