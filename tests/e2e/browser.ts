import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags these machines need for Chromium to start quietly and make no calls of its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The Chromium the tests drive: $CHROME_PATH, then Debian's, then Playwright's own download if there is one. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', chromium.executablePath()];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one with "apt-get install chromium" (Debian) or ' +
        '"npx playwright install chromium", or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}
