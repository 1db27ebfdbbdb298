import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { axeViolations, settleAnimations } from '../shared/axe';
import { arrivalTimeout } from '../shared/driver';
import { watchForProblems } from '../shared/page-problems';
import { kitRecord } from '../shared/records';

export { axeViolations, settleAnimations };

export { routes, SITE_NAME, tours } from '../shared/routes';

export const viewports = {
  narrow: { width: 375, height: 740 },
  wide: { width: 1280, height: 800 },
} as const;

interface Guard {
  /** Console messages, page errors and foreign requests seen so far. A test may clear what it caused on purpose. */
  problems: string[];
}

/**
 * `E2E_CPU_SLOWDOWN=3` runs the pages of a Chromium test with their CPU slowed down three times (DevTools'
 * `Emulation.setCPUThrottlingRate` on the test's page, kept across its navigations), as a loaded or slow machine
 * runs them: how the tests that would not hold on a slow day are found. Firefox has no such setting: there it
 * changes nothing.
 */
const cpuSlowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

/** Slows down the CPU of `page` by `cpuSlowdown`, in Chromium. */
async function slowDown(page: Page): Promise<void> {
  if (cpuSlowdown <= 1 || page.context().browser()?.browserType().name() !== 'chromium') return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/**
 * The shared fixtures: every test's page runs at `E2E_CPU_SLOWDOWN`, and every test fails on what `watchForProblems`
 * sees on its page.
 */
export const test = base.extend<{ guard: Guard }>({
  page: async ({ page }, use) => {
    await slowDown(page);
    await use(page);
  },
  guard: [
    async ({ page }, use) => {
      const guard: Guard = { problems: await watchForProblems(page) };
      await use(guard);
      expect(guard.problems, 'console errors, page errors or foreign requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React runs the page and has hydrated (or drawn) its h1: the prerendered first screen shows before
 * any JavaScript has run, and a control clicked before then does nothing yet.
 */
export async function waitForApp(page: Page): Promise<void> {
  // Read in the page, not through a locator on <html>: with one, axe-core run in the page afterwards crashes
  // Firefox 153's content process (tests/shared/axe.ts).
  await page.waitForFunction(() => document.documentElement.getAttribute('data-first-screen') === 'app');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Gives the running test the time its sweep takes on a slow day: the default limit, for what every test does, and
 * `perItem` for each of its `items` (pages, states, Tab stops). A sweep's `perItem` is twice what one item took at
 * `E2E_CPU_SLOWDOWN=3` on one worker: CI runs three workers on two cores, and a slow machine is slower still.
 */
export function sweepTimeout(items: number, perItem: number): void {
  test.setTimeout(test.info().project.timeout + items * perItem);
}

/** axe finds no violation on the page as it is now (`axeViolations` waits until it is still); `where` names it. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

/** Waits until the page has drawn two more frames: what a change set off has been laid out and painted. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Replaces what a field holds by typing, key by key, as a person does. Playwright's `fill` in Firefox sets the value
 * from its isolated world, where React's change tracking does not see it, so a React-controlled field keeps its
 * state; typed keys reach it in every engine.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
}

/**
 * Lets pages read the clipboard the site writes: Chromium by granting the permission; Firefox has no such permission
 * over WebDriver BiDi and reads it by its test preference instead (scripts/engines.mjs).
 */
export async function allowClipboard(context: BrowserContext): Promise<void> {
  if (context.browser()?.browserType().name() !== 'chromium') return;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

/** Opens a route and waits until its page (its one h1) has arrived, and React runs it. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`./#/${path}`);
  await waitForApp(page);
}

/**
 * Holds back every request matching `url` (a glob or a pattern) until the returned function is called: the page's
 * code for a route, say, so a navigation stays under way as long as a test wants.
 */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Puts `value` in the site's localStorage under `key` before any page of the test loads, as an earlier visit would. */
export async function storeBeforeLoad(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      // Firefox runs init scripts in the tab's first about:blank too, where storage is refused.
      if (location.protocol.startsWith('http')) localStorage.setItem(key, value);
    },
    [key, value] as const,
  );
}

/** Chooses the theme the way a returning visitor would have: stored before the page loads. */
export async function useStoredTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await storeBeforeLoad(page, 'pk-theme', theme);
}

/** Waits until no place is held for a part still to come (`data-arriving`): a loaded machine may take a while. */
export async function allArrived(page: Page): Promise<void> {
  await expect(page.locator('[data-arriving]')).toHaveCount(0, { timeout: arrivalTimeout });
}

/**
 * Scrolls down to the bottom of the page, `screens` of a screen at a time, each step drawn before the next: parts that
 * load after the first paint, or as they approach the viewport, all render. Once there, the page may still grow as
 * parts arrive, so it goes on until it stops growing and no place is held for a part still to come.
 */
export async function scrollToBottom(page: Page, screens = 1): Promise<void> {
  let height = 0;
  for (let step = 0; step < 200 / screens; step += 1) {
    const atBottom = await page.evaluate(async (part) => {
      window.scrollBy(0, Math.round(innerHeight * part));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
    }, screens);
    if (!atBottom) continue;
    await page.waitForLoadState('networkidle');
    // A place still held for a part to come (data-arriving) means the page is not whole yet, however still it is:
    // on a loaded machine the next part may wait a while for the browser to be idle.
    await allArrived(page);
    const grown = await page.evaluate(() => document.documentElement.scrollHeight);
    if (grown === height) break;
    height = grown;
  }
}

/**
 * Opens a route and makes sure every part of it has arrived: the page is scrolled to the bottom (`scrollToBottom`),
 * every image that is laid out has loaded, the network is idle, and the window is back at the top, drawn there.
 */
export async function visitComplete(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await scrollToBottom(page);
  // A lazy image starts loading only once it has been near the viewport for a moment, which a quick scroll may
  // not give it: each one still waiting is shown until it has loaded.
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) {
      if (image.complete || image.getClientRects().length === 0) continue;
      image.scrollIntoView({ block: 'center' });
      await image.decode().catch(() => undefined);
    }
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete || image.getClientRects().length === 0),
      ),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  // The scroll is answered in the next frame (the navbar turns transparent again, fading its background over
  // 300 ms): once it has been drawn, what the scroll set off is under way, and a check that waits for animations
  // to end (axeViolations) waits for it too, instead of judging the navbar half-way.
  await nextFrames(page);
}

/** The layout shifts a page has reported since it started: their sum, and each one with the elements it moved. */
export interface LayoutShiftRecord {
  total: number;
  shifts: string[];
}

/**
 * Records every layout shift not caused by input, from the start of each page the tab opens from now on. Read it
 * with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, shifts: [] as string[] };
    Object.assign(window, { __layoutShift: record });
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}[${node.getAttribute('data-slot') ?? node.className.toString().slice(0, 40)}]`;
        });
        record.shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(', ')}`,
        );
      }
    });
    // Firefox and WebKit have no Layout Instability API: there, nothing is observed and nothing is recorded.
    if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
      observer.observe({ type: 'layout-shift', buffered: true });
    }
  });
}

/** What `recordLayoutShifts` has seen on the current page. */
export function layoutShifts(page: Page): Promise<LayoutShiftRecord> {
  return page.evaluate(() => (window as unknown as { __layoutShift: LayoutShiftRecord }).__layoutShift);
}

/** The kit files whose documentation has a live demo: `src/examples/<file>-demo.tsx`. */
export const kitDemos = readdirSync(fileURLToPath(new URL('../../src/examples/', import.meta.url)))
  .filter((file) => file.endsWith('-demo.tsx'))
  .map((file) => file.replace(/-demo\.tsx$/, ''))
  .sort();

/**
 * Whether the browser drew the text of the first element `selector` finds in Montserrat (the fonts it used, as
 * DevTools lists them). Montserrat is `font-display: optional`: a page whose font came later than about 100 ms
 * keeps the fallback for good, so a picture to compare must check it first.
 */
export async function drawnInMontserrat(page: Page, selector = 'main h1'): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.some((font) => /montserrat/i.test(font.familyName));
  } finally {
    await cdp.detach();
  }
}

/** The stylesheet a demo's baseline picture is taken with: the site's fixed header hidden (see the file). */
export const demoPictureStyle = fileURLToPath(new URL('./demo-picture.css', import.meta.url));

/**
 * Opens one component's documentation (right to left with `dir: 'rtl'`) and waits for its demo to be complete and
 * still, for a baseline picture of it.
 */
export async function showDemo(
  page: Page,
  slug: string,
  first: boolean,
  { dir = 'ltr' }: { dir?: 'ltr' | 'rtl' } = {},
): Promise<void> {
  const name = kitRecord(slug)?.name;
  if (!name) throw new Error(`the documentation has no record of "${slug}"`);
  const path = `documentation?component=${slug}${dir === 'rtl' ? '&dir=rtl' : ''}`;
  if (first) {
    // Montserrat is `font-display: optional`: a page whose font file takes longer than about 100 ms keeps the
    // fallback. So the first page is opened again until its heading is drawn in Montserrat: the second time takes
    // the font from the cache, which on a busy machine can still miss the moment.
    await visit(page, path);
    await page.evaluate(() => document.fonts.ready);
    for (let load = 1; ; load += 1) {
      await page.reload();
      await waitForApp(page);
      await expect(page.locator('main h1')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      if (await drawnInMontserrat(page)) break;
      if (load === 5) throw new Error(`showDemo: ${path} was drawn in the fallback font in ${load} loads`);
    }
  } else {
    await page.evaluate((hash) => (window.location.hash = hash), `#/${path}`);
  }
  await expect(page.locator('main h1')).toHaveText(name);
  if (dir === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const demo = page.locator('[data-slot="demo"]');
  await expect(demo).toBeVisible();
  await page.waitForLoadState('networkidle');
  await demo.evaluate(async (element) => {
    // Its top at the window's top: a demo taller than the window is drawn from there, the same way every time.
    window.scrollTo({ top: element.getBoundingClientRect().top + scrollY, left: 0, behavior: 'instant' });
    await document.fonts.ready;
    await Promise.all(
      Array.from(element.querySelectorAll('img')).map((image) => image.decode().catch(() => {})),
    );
  });
}
