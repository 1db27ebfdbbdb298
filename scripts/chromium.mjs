// The Chromium that the browser tests, the benchmark and the browser check use, found in one place.
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

/**
 * The places a Chromium is looked for, in order: $CHROME_PATH, Debian's package, Playwright's own download.
 * @returns {string[]}
 */
export function chromiumCandidates() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', chromium.executablePath()].filter(
    /** @returns {path is string} */ (path) => Boolean(path),
  );
}

/** @returns {string | undefined} the first candidate that exists */
export function findChromium() {
  return chromiumCandidates().find((path) => existsSync(path));
}

export const noChromiumMessage =
  'No Chromium found for the browser tests (looked at: $CHROME_PATH, /usr/bin/chromium, Playwright’s own). ' +
  'Run "npm run ensure-browser" to install one, or install it yourself: "npx playwright install chromium", ' +
  'or as root on Debian "apt-get install chromium"; or point CHROME_PATH at a Chromium or Chrome binary.';

/** @returns {string} the Chromium to drive; throws, saying how to get one, when there is none */
export function requireChromium() {
  const found = findChromium();
  if (!found) throw new Error(noChromiumMessage);
  return found;
}

/**
 * Whether this process only lists the browser tests (`playwright test --list`, which the build runs to read what
 * each kit file is tested for): it launches nothing, so it must not need a browser.
 */
export const listingOnly = process.argv.includes('--list');

/**
 * The Chromium for the browser tests' configuration: `requireChromium()`, except while the tests are only listed,
 * when it is the one found, if any.
 * @returns {string | undefined}
 */
export function chromiumForTests() {
  return listingOnly ? findChromium() : requireChromium();
}
