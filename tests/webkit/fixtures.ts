// WebKit, Safari's engine, driven over classic W3C WebDriver: Debian's WebKitWebDriver runs WebKitGTK's MiniBrowser
// under Xvfb (scripts/engines.mjs starts both). Playwright Test is only the runner here: no Playwright browser is
// launched. Each test gets a new browser session, so no state leaks from one test to the next.
import { test as base, expect } from '@playwright/test';
import { Builder, Key as WebDriverKey, type WebDriver } from 'selenium-webdriver';
import { startWebKitDriver } from '../../scripts/engines.mjs';
import { appReady, type Driver, type Key } from '../shared/driver';

export { expect };

/** Each key as WebDriver codes: the key itself, or a modifier held while the key is pressed. */
const keys: Record<Key, [string] | [string, string]> = {
  Tab: [WebDriverKey.TAB],
  'Shift+Tab': [WebDriverKey.SHIFT, WebDriverKey.TAB],
  Enter: [WebDriverKey.ENTER],
  Space: [WebDriverKey.SPACE],
  Escape: [WebDriverKey.ESCAPE],
  ArrowLeft: [WebDriverKey.ARROW_LEFT],
  ArrowRight: [WebDriverKey.ARROW_RIGHT],
  ArrowUp: [WebDriverKey.ARROW_UP],
  ArrowDown: [WebDriverKey.ARROW_DOWN],
  Home: [WebDriverKey.HOME],
  End: [WebDriverKey.END],
  PageUp: [WebDriverKey.PAGE_UP],
};

/** The windows the tests ask for; MiniBrowser's toolbar keeps its window from being narrower than about 450 px. */
export const windows = { narrow: { width: 375, height: 740 }, wide: { width: 1280, height: 800 } } as const;

/**
 * Runs in the page after it loads: records uncaught errors, unhandled rejections, and console errors and warnings.
 * Classic WebDriver cannot listen from before the page's first script, so what fails during load shows instead as a
 * page React never took over (`appReady` times out).
 */
function watchPage(): void {
  const store = window as unknown as { __problems?: string[] };
  if (store.__problems) return;
  const problems: string[] = [];
  store.__problems = problems;
  window.addEventListener('error', (event) => problems.push(`page error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  );
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      problems.push(`console ${level}: ${args.map(String).join(' ')}`);
      original(...args);
    };
  }
}

export interface WebKitPage extends Driver {
  session: WebDriver;
  /** Sizes the window so that the page's viewport is `size`, or as close as the window allows; returns the viewport. */
  resize(size: { width: number; height: number }): Promise<{ width: number; height: number }>;
  /** Problems the page has reported since it was opened. */
  problems(): Promise<string[]>;
}

async function webKitPage(session: WebDriver, baseURL: string): Promise<WebKitPage> {
  const run = <A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> =>
    session.executeScript(`return (${fn.toString()})(arguments[0]);`, arg);
  const page: WebKitPage = {
    engine: 'webkit',
    session,
    async open(path) {
      await session.get(new URL(`#/${path}`, baseURL).href);
      await session.wait(() => run(appReady, null), 15_000, `#/${path}: React never took over the page`);
      await run(watchPage, null);
    },
    run,
    async press(key) {
      const [first, second] = keys[key];
      const actions = session.actions();
      if (second) await actions.keyDown(first).sendKeys(second).keyUp(first).perform();
      else await actions.sendKeys(first).perform();
    },
    async focusedName() {
      const element = await session.switchTo().activeElement();
      return { role: await element.getAriaRole(), name: (await element.getAccessibleName()).trim() };
    },
    async resize(size) {
      let viewport = { width: 0, height: 0 };
      let window = { width: size.width, height: size.height };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await session.manage().window().setRect(window);
        viewport = await run(() => ({ width: innerWidth, height: innerHeight }), null);
        if (viewport.width === size.width && viewport.height === size.height) break;
        window = {
          width: window.width + size.width - viewport.width,
          height: window.height + size.height - viewport.height,
        };
      }
      return viewport;
    },
    problems: () => run(() => (window as unknown as { __problems?: string[] }).__problems ?? [], null),
  };
  return page;
}

type WebKitDriver = Awaited<ReturnType<typeof startWebKitDriver>>;

/** The worker's WebKitWebDriver, which a test may replace by a new one. */
interface WebKitDrivers {
  current: WebKitDriver;
  replace(): Promise<void>;
}

/**
 * How long a new session may take to start (a whole journey, its session included, takes 1 to 4 s). Now and then
 * MiniBrowser does not start and the session never comes: measured here in 2 of 140 sessions.
 */
const sessionStartTimeout = 20_000;

/** A new session of `driver`, or null when none has come within `sessionStartTimeout`. */
async function sessionOf(driver: WebKitDriver): Promise<WebDriver | null> {
  const starting = new Builder().usingServer(driver.url).withCapabilities(driver.capabilities).build();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLate = new Promise<null>(
    (resolve) => (timer = setTimeout(() => resolve(null), sessionStartTimeout)),
  );
  try {
    return await Promise.race([starting, tooLate]);
  } finally {
    clearTimeout(timer);
  }
}

/** A new session; when MiniBrowser does not start, once more with a new driver, so the test needs no retry. */
async function startSession(drivers: WebKitDrivers): Promise<WebDriver> {
  const first = await sessionOf(drivers.current);
  if (first) return first;
  await drivers.replace();
  const second = await sessionOf(drivers.current);
  if (!second)
    throw new Error(
      `WebKit: no session in ${sessionStartTimeout / 1000} s, twice: MiniBrowser did not start`,
    );
  return second;
}

export const test = base.extend<
  { webkit: WebKitPage; window: keyof typeof windows },
  { webkitDriver: WebKitDrivers }
>({
  window: ['wide', { option: true }],
  webkitDriver: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      let starts = 0;
      // Each driver on a display and port of its own: a stopped Xvfb may hold its display a moment longer.
      const start = () => {
        const offset = workerInfo.parallelIndex + 10 * starts++;
        return startWebKitDriver({ display: 90 + offset, port: 4444 + offset });
      };
      const drivers: WebKitDrivers = {
        current: await start(),
        async replace() {
          drivers.current.stop();
          drivers.current = await start();
        },
      };
      try {
        await use(drivers);
      } finally {
        drivers.current.stop();
      }
    },
    { scope: 'worker' },
  ],
  webkit: async ({ webkitDriver, baseURL, window }, use) => {
    const session = await startSession(webkitDriver);
    await session.manage().setTimeouts({ script: 15_000, pageLoad: 30_000, implicit: 0 });
    try {
      const page = await webKitPage(session, baseURL ?? 'http://localhost:4174/');
      await page.resize(windows[window]);
      await use(page);
      expect(await page.problems().catch(() => []), 'console errors or uncaught errors').toEqual([]);
    } finally {
      await session.quit();
    }
  },
});
