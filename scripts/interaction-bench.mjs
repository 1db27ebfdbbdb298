// How quickly the built site answers a tap or a key, the way INP counts it, on a slowed-down CPU; and whether an idle
// page stays idle. Used by scripts/bench.mjs (`npm run bench`), which prints the tables. A benchmark, never a test.
//
// - Each page is opened in Chromium (Playwright) with the CPU slowed 4× through the DevTools protocol
//   (`Emulation.setCPUThrottlingRate`), as a mid-range phone would be, at 375 and 1280 px.
// - An interaction's latency is the Event Timing API's: the longest `event` entry of that interaction (pointerdown,
//   pointerup, click or keydown, keyup), from the input to the next frame painted after its handlers, in 8 ms steps.
//   Entries under 16 ms are not reported by the browser; such an interaction counts as 16 ms.
// - The documentation switch is measured to the frame that shows the new component's h1 (a MutationObserver sees
//   the heading change, and a frame later counts as painted), since the page draws it after a chunk arrives.
// - A floor page, one button whose click handler does nothing, runs in the same browser at the same throttling:
//   what no page can beat on this machine. The table gives each interaction's ratio to it.
// - Idle frames: home, scrolled to the top with every section drawn, left alone; a DevTools trace of 2 s counts
//   the frames the main thread began (`BeginMainThreadFrame`) and the frames presented on screen.
// - Scaling: the icon gallery with its catalog repeated to 1,000 and 5,000 icons (preview/gallery.html, built here
//   into bench-results/gallery-harness/): a letter typed into the search, and the search cleared again.
/* global window, document, addEventListener, requestAnimationFrame, MutationObserver -- in the functions that page.evaluate runs in the browser */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromiumArgs } from './chromium.mjs';
import { serveFolder } from './serve-folder.mjs';

export const CPU_SLOWDOWN = 4;
export const WIDTHS = [375, 1280];

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {{
 *   name: string,
 *   route: string,
 *   widths?: number[],
 *   prepare?: (page: Page, width: number) => Promise<void>,
 *   act: (page: Page) => Promise<void>,
 *   done: (page: Page) => Promise<unknown>,
 *   undo?: (page: Page) => Promise<void>,
 *   paint?: (page: Page) => Promise<number>,
 * }} Interaction
 * @typedef {{ name: string, width: number, samples: number[] }} InteractionResult
 */

/** Runs in the page: keeps every Event Timing entry that belongs to an interaction. */
function observeInteractions() {
  const seen = /** @type {{ id: number, duration: number }[]} */ ([]);
  Object.assign(window, { pkInteractions: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // Event Timing's `interactionId`, which TypeScript's DOM types do not have yet.
      const { interactionId, duration } = /** @type {{ interactionId?: number, duration: number }} */ (
        /** @type {unknown} */ (entry)
      );
      if (interactionId) seen.push({ id: interactionId, duration });
    }
  }).observe(
    /** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }),
  );
}

/** @param {Page} page */
const entryCount = (page) =>
  page.evaluate(
    () =>
      /** @type {{ pkInteractions: unknown[] }} */ (/** @type {unknown} */ (window)).pkInteractions.length,
  );

/**
 * The latency of what `act` does, once `done` says it has happened: the longest entry of the first interaction
 * that began after `from`. Entries come after the frame is painted, so it waits a moment for them.
 * @param {Page} page @param {number} from
 */
async function latencySince(page, from) {
  await page.waitForTimeout(400);
  return page.evaluate((start) => {
    const entries = /** @type {{ pkInteractions: { id: number, duration: number }[] }} */ (
      /** @type {unknown} */ (window)
    ).pkInteractions.slice(start);
    const first = entries[0]?.id;
    const durations = entries.filter((entry) => entry.id === first).map((entry) => entry.duration);
    return durations.length > 0 ? Math.max(...durations) : 16;
  }, from);
}

/**
 * Runs in the page: from the next click, the time to the frame after the page's h1 reads `name`.
 * @param {string} name
 */
function timeToHeading(name) {
  const done = new Promise((resolve) => {
    addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        const check = () => {
          if (document.querySelector('main h1')?.textContent !== name) return false;
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          return true;
        };
        if (check()) return;
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
  Object.assign(window, { pkHeadingPainted: done });
}

/** @param {Page} page @param {string} route */
async function open(page, route) {
  await page.goto(`./#/${route}`);
  await page.locator('html[data-first-screen="app"]').waitFor();
  await page.locator('main h1').first().waitFor();
}

/** Home with every showcase section drawn (they join one by one while the browser is idle). */
async function openHomeComplete(/** @type {Page} */ page) {
  await open(page, 'home');
  await page.getByRole('region', { name: 'Register', exact: true }).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** @param {Page} page @param {string} name */
const button = (page, name) => page.getByRole('button', { name, exact: true }).first();

/** @param {import('@playwright/test').Locator} locator */
async function reveal(locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.page().waitForTimeout(300);
}

/** @type {Interaction[]} */
export const interactions = [
  {
    name: 'date picker open',
    route: 'home',
    prepare: (page) => reveal(button(page, 'Choose date')),
    act: (page) => button(page, 'Choose date').click(),
    done: (page) => page.getByRole('dialog').waitFor(),
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'theme toggle',
    route: 'home',
    prepare: (page) => page.evaluate(() => window.scrollTo(0, 0)),
    act: (page) => button(page, 'Dark theme').click(),
    done: (page) => page.waitForTimeout(50),
  },
  {
    name: 'modal open',
    route: 'home',
    prepare: (page) => reveal(button(page, 'Launch demo modal')),
    act: (page) => button(page, 'Launch demo modal').click(),
    done: (page) => page.getByRole('dialog').waitFor(),
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'modal close (Escape)',
    route: 'home',
    prepare: async (page) => {
      await reveal(button(page, 'Launch demo modal'));
      await button(page, 'Launch demo modal').click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
    },
    act: (page) => page.keyboard.press('Escape'),
    done: (page) => page.getByRole('dialog').waitFor({ state: 'detached' }),
  },
  {
    name: 'side menu close (Escape)',
    route: 'home',
    widths: [375],
    prepare: async (page) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(700);
    },
    act: (page) => page.keyboard.press('Escape'),
    done: (page) => page.getByRole('dialog').waitFor({ state: 'detached' }),
  },
  {
    name: '"More" menu open',
    route: 'home',
    prepare: async (page, width) => {
      // Below 992 px the navbar folds its links, the More menu among them, behind its toggle.
      const navbar = page.getByRole('navigation', { name: /navbar example$/ }).first();
      const toggle = navbar.getByRole('button', { name: 'Toggle navigation' });
      if (width < 992 && (await toggle.getAttribute('aria-expanded')) !== 'true') {
        await reveal(toggle);
        await toggle.click();
      }
      await reveal(navbar.getByRole('button', { name: 'More', exact: true }));
    },
    act: (page) =>
      page
        .getByRole('navigation', { name: /navbar example$/ })
        .first()
        .getByRole('button', { name: 'More', exact: true })
        .click(),
    done: (page) => page.getByRole('menu').waitFor(),
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'switch click',
    route: 'home',
    prepare: (page) => reveal(page.getByRole('switch', { name: 'Autoplay videos', exact: true })),
    act: (page) => page.getByRole('switch', { name: 'Autoplay videos', exact: true }).click(),
    done: (page) => page.waitForTimeout(50),
  },
  {
    name: 'checkbox click',
    route: 'home',
    prepare: (page) => reveal(page.getByRole('checkbox', { name: 'Weekly digest', exact: true })),
    act: (page) => page.getByRole('checkbox', { name: 'Weekly digest', exact: true }).click(),
    done: (page) => page.waitForTimeout(50),
  },
  {
    name: 'tab click',
    route: 'home',
    prepare: async (page) => {
      await reveal(page.getByRole('tab', { name: 'Home', exact: true }).first());
      await page.getByRole('tab', { name: 'Home', exact: true }).first().click();
    },
    act: (page) => page.getByRole('tab', { name: 'Profile', exact: true }).first().click(),
    done: (page) => page.waitForTimeout(50),
  },
  (() => {
    /** @param {Page} page */
    const primary = (page) => page.getByRole('textbox', { name: 'Primary', exact: true });
    /** @param {Page} page */
    const painted = (page) =>
      page.evaluate(
        () =>
          /** @type {HTMLElement | null} */ (
            document.querySelector('[data-theme-pane="light"]')
          )?.style.getPropertyValue('--pk-primary') ?? '',
      );
    let before = '';
    /** @type {Interaction} */
    const studioKey = {
      name: 'theme studio: a key in Primary → preview painted',
      route: 'themes',
      prepare: async (page) => {
        await primary(page).waitFor();
        await primary(page).fill('#51cbce');
        await page.waitForTimeout(300);
        before = await painted(page);
        // Five digits do not parse; the key that makes six solves both themes and repaints the preview.
        await primary(page).fill('#e0218');
        await page.waitForTimeout(300);
      },
      act: (page) => page.keyboard.press('a'),
      done: (page) =>
        page.waitForFunction(
          (previous) =>
            /** @type {HTMLElement | null} */ (
              document.querySelector('[data-theme-pane="light"]')
            )?.style.getPropertyValue('--pk-primary') !== previous,
          before,
        ),
    };
    return studioKey;
  })(),
  (() => {
    // The colour the next click picks: primary from default, default from primary.
    let next = 'primary';
    /** @param {Page} page */
    const colour = (page) =>
      page.getByRole('region', { name: 'Playground', exact: true }).getByRole('group', { name: 'color' });
    /** @type {Interaction} */
    const playgroundControl = {
      name: 'playground: a control changed → preview painted',
      route: 'documentation?component=button',
      prepare: async (page) => {
        await colour(page).waitFor();
        const checked = await colour(page).getByRole('radio', { name: 'primary' }).isChecked();
        next = checked ? 'default' : 'primary';
        await reveal(colour(page));
      },
      act: (page) => colour(page).getByRole('radio', { name: next, exact: true }).click(),
      done: (page) =>
        page
          .getByRole('region', { name: 'Preview', exact: true })
          .locator(`button.pk-tone-${next}`)
          .waitFor(),
    };
    return playgroundControl;
  })(),
  {
    name: 'icon filter: a letter typed',
    route: 'nucleoicons',
    prepare: async (page) => {
      const search = page.getByRole('searchbox');
      await search.fill('');
      await page.getByText(/^100 icons/).waitFor();
      await search.focus();
    },
    act: (page) => page.keyboard.press('a'),
    done: (page) =>
      page
        .getByText(/^\d+ icons?$/)
        .filter({ hasNotText: '100 icons' })
        .waitFor(),
  },
  {
    // The documentation's search (src/search/): its first letter finds the most results, the most to paint.
    name: 'search: a letter typed → results painted',
    route: 'documentation',
    prepare: async (page) => {
      const box = page.getByRole('combobox', { name: 'Search the documentation' });
      if (!(await box.isVisible())) {
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await box.waitFor();
      }
      await box.fill('');
      await page.getByRole('listbox', { name: 'Results' }).waitFor({ state: 'hidden' });
      await box.focus();
    },
    act: (page) => page.keyboard.press('s'),
    done: (page) => page.getByRole('listbox', { name: 'Results' }).getByRole('option').first().waitFor(),
  },
  {
    name: 'icon filter cleared (to all 100)',
    route: 'nucleoicons',
    prepare: async (page) => {
      const search = page.getByRole('searchbox');
      await search.fill('a');
      await page.getByText(/^100 icons/).waitFor({ state: 'detached' });
      await search.focus();
    },
    act: (page) => page.keyboard.press('Backspace'),
    done: (page) => page.getByText(/^100 icons/).waitFor(),
  },
  (() => {
    // The component the next click goes to: Switch from Slider, Slider from Switch.
    let target = 'Switch';
    let warm = false;
    /** @type {Interaction} */
    const documentationSwitch = {
      name: 'documentation switch → h1 painted',
      route: 'documentation?component=slider',
      prepare: async (page, width) => {
        if (!warm) {
          // Warm: both pages shown once, so their chunks are in.
          for (const slug of ['switch', 'slider']) {
            await page.evaluate((hash) => (window.location.hash = hash), `#/documentation?component=${slug}`);
            await page
              .locator('main h1')
              .getByText(slug === 'switch' ? 'Switch' : 'Slider')
              .waitFor();
            await page.waitForLoadState('networkidle');
          }
          warm = true;
        }
        target = (await page.locator('main h1').textContent()) === 'Switch' ? 'Slider' : 'Switch';
        if (width < 992) {
          const list = page.getByRole('button', { name: /^All \d+ kit files/ });
          if ((await list.getAttribute('aria-expanded')) !== 'true') await list.click();
        }
        await page.evaluate(timeToHeading, target);
      },
      act: (page) =>
        page
          .getByRole('navigation', { name: 'Kit files' })
          .getByRole('link', { name: target, exact: true })
          .click(),
      done: (page) => page.locator('main h1').getByText(target, { exact: true }).waitFor(),
      paint: (page) =>
        page.evaluate(
          () =>
            /** @type {{ pkHeadingPainted: Promise<number> }} */ (/** @type {unknown} */ (window))
              .pkHeadingPainted,
        ),
    };
    return documentationSwitch;
  })(),
];

/**
 * One measured interaction: `prepare` at full speed, then the CPU slowed, `act`, `done`, the latency read; then
 * full speed again for `undo`.
 * @param {Page} page @param {import('@playwright/test').CDPSession} cdp @param {Interaction} interaction
 * @param {number} width
 */
async function sample(page, cdp, interaction, width) {
  await interaction.prepare?.(page, width);
  await page.waitForTimeout(200);
  const from = await entryCount(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await interaction.act(page);
    await interaction.done(page);
    return interaction.paint ? Math.round(await interaction.paint(page)) : await latencySince(page, from);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await interaction.undo?.(page);
  }
}

/**
 * The floor: a page with one button whose click handler does nothing, clicked `runs` times at the same slowdown.
 * @param {Page} page @param {import('@playwright/test').CDPSession} cdp @param {number} runs
 */
async function floorSamples(page, cdp, runs) {
  await page.setContent('<!doctype html><title>Floor</title><button type="button">Nothing</button>');
  await page.evaluate(() => document.querySelector('button')?.addEventListener('click', () => {}));
  await page.evaluate(observeInteractions);
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    samples.push(
      await sample(
        page,
        cdp,
        { name: 'floor', route: '', act: (p) => p.locator('button').click(), done: async () => {} },
        0,
      ),
    );
  }
  return samples;
}

/**
 * Every interaction `runs` times at each width, the floor page beside them.
 * @param {{ browser: import('@playwright/test').Browser, baseUrl: string, runs: number, only?: string[],
 *   log: (line: string) => void }} options
 * @returns {Promise<InteractionResult[]>}
 */
export async function measureInteractions({ browser, baseUrl, runs, only, log }) {
  /** @type {InteractionResult[]} */
  const results = [];
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width, height: width < 992 ? 740 : 800 },
    });
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    try {
      log(`interactions at ${width} px: the floor page`);
      results.push({
        name: 'floor page: a no-op button',
        width,
        samples: await floorSamples(page, cdp, runs),
      });
      let route = '';
      for (const interaction of interactions) {
        if (interaction.widths && !interaction.widths.includes(width)) continue;
        if (only && !only.includes(interaction.name)) continue;
        if (interaction.route !== route) {
          route = interaction.route;
          if (route === 'home') await openHomeComplete(page);
          else await open(page, route);
        }
        log(`interactions at ${width} px: ${interaction.name}`);
        const samples = [];
        for (let run = 0; run < runs; run += 1) samples.push(await sample(page, cdp, interaction, width));
        results.push({ name: interaction.name, width, samples });
      }
    } finally {
      await context.close();
    }
  }
  return results;
}

/**
 * Frames an idle home page renders in 2 s, scrolled to the top with every section drawn: those the main thread
 * began and those presented, from a DevTools trace.
 * @param {import('@playwright/test').Browser} browser @param {string} baseUrl @param {number} width
 */
export async function idleFrames(browser, baseUrl, width) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 992 ? 740 : 800 },
  });
  const page = await context.newPage();
  try {
    await openHomeComplete(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await page.waitForTimeout(1500);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame'],
    });
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    /** @type {{ name: string }[]} */
    const events = trace.traceEvents ?? [];
    const count = (/** @type {string} */ name) => events.filter((event) => event.name === name).length;
    return {
      width,
      mainThreadFrames: count('BeginMainThreadFrame'),
      presentedFrames: count('AnimationFrame::Presentation'),
    };
  } finally {
    await context.close();
  }
}

/** Runs in the page from its start: keeps its long animation frames (LoAF) and long tasks, over 50 ms each. */
function observeLongFrames() {
  const frames = /** @type {{ duration: number, blocking: number }[]} */ ([]);
  const tasks = /** @type {number[]} */ ([]);
  Object.assign(window, { pkLongFrames: frames, pkLongTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // LoAF's `blockingDuration`, which TypeScript's DOM types do not have yet.
      const { blockingDuration } = /** @type {{ blockingDuration?: number }} */ (
        /** @type {unknown} */ (entry)
      );
      frames.push({ duration: entry.duration, blocking: blockingDuration ?? 0 });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** The floor for a load: a page with one button and nothing to run, served beside the site. */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><title>Floor</title><button type="button">Nothing</button></html>';

/**
 * @typedef {{ longestFrame: number, framesOver50: number, blocking: number, longestTask: number }} LoadFrames
 * @typedef {{ route: string, width: number, runs: LoadFrames[] }} LoadFramesResult
 */

/**
 * A route's load with the CPU slowed 4× from the start: every long animation frame (the Long Animation Frames
 * API, frames over 50 ms) and long task until the page is whole (hydrated; home with every section drawn) and has
 * been left alone for 1.5 s more. Two floors come first at each width, loaded the same way: a page with one button
 * and no script, and the React floor (preview/react-floor.html: React 19 and react-dom hydrating a heading and a
 * button, 66 kB gzip), what no page built on React can beat.
 * @param {{ browser: import('@playwright/test').Browser, baseUrl: string, root: string, routes: string[],
 *   runs: number, log: (line: string) => void }} options
 * @returns {Promise<LoadFramesResult[]>}
 */
export async function measureLoadFrames({ browser, baseUrl, root, routes, runs, log }) {
  const harness = join(root, 'bench-results/react-floor');
  log('react floor: building');
  await buildHarness(root, 'react-floor.html', harness);
  const reactFloor = await serveFolder(harness);
  /** @type {LoadFramesResult[]} */
  const results = [];
  try {
    for (const width of WIDTHS) {
      for (const route of ['floor', 'react-floor', ...routes]) {
        log(`long frames while #/${route} loads, at ${width} px`);
        /** @type {LoadFrames[]} */
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          const context = await browser.newContext({
            baseURL: baseUrl,
            viewport: { width, height: width < 992 ? 740 : 800 },
          });
          try {
            await context.addInitScript(observeLongFrames);
            await context.route('**/bench-floor.html', (request) =>
              request.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }),
            );
            const page = await context.newPage();
            const cdp = await context.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
            if (route === 'floor') {
              await page.goto('./bench-floor.html');
            } else if (route === 'react-floor') {
              await page.goto(`http://localhost:${reactFloor.port}/`);
            } else {
              await open(page, route);
              await page.waitForFunction(() => {
                const heading = document.querySelector('main h1');
                return (
                  heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))
                );
              });
              if (route === 'home') {
                await page
                  .getByRole('region', { name: 'Register', exact: true })
                  .waitFor({ state: 'attached' });
              }
            }
            await page.waitForLoadState('networkidle');
            await page.waitForTimeout(1500);
            samples.push(
              await page.evaluate(() => {
                const { pkLongFrames: frames, pkLongTasks: tasks } =
                  /** @type {{ pkLongFrames: { duration: number, blocking: number }[], pkLongTasks: number[] }} */ (
                    /** @type {unknown} */ (window)
                  );
                return {
                  longestFrame: Math.round(Math.max(0, ...frames.map((frame) => frame.duration))),
                  framesOver50: frames.filter((frame) => frame.duration > 50).length,
                  blocking: Math.round(frames.reduce((sum, frame) => sum + frame.blocking, 0)),
                  longestTask: Math.round(Math.max(0, ...tasks)),
                };
              }),
            );
          } finally {
            await context.close();
          }
        }
        results.push({ route, width, runs: samples });
      }
    }
  } finally {
    reactFloor.stop();
  }
  return results;
}

/** The gallery's sizes for the scaling check. */
export const GALLERY_COUNTS = [1000, 5000];

/**
 * Builds a harness page of preview/ (`gallery.html`, `react-floor.html`) into `outDir` as its index.html, with the
 * site's React and Tailwind set-up.
 * @param {string} root the project's folder @param {string} page the HTML file in preview/ @param {string} outDir
 */
async function buildHarness(root, page, outDir) {
  await build({
    configFile: false,
    root: join(root, 'preview'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    css: { postcss: root },
    build: { outDir, emptyOutDir: true, rollupOptions: { input: join(root, 'preview', page) } },
  });
  // The static server serves a folder with an index.html.
  renameSync(join(outDir, page), join(outDir, 'index.html'));
}

/**
 * The gallery with 1,000 and 5,000 icons, at each width: a letter typed into an empty search, and the search
 * cleared again (Backspace), `runs` times each.
 * @param {{ browser: import('@playwright/test').Browser, root: string, runs: number,
 *   log: (line: string) => void }} options
 * @returns {Promise<InteractionResult[]>}
 */
export async function measureGalleryScaling({ browser, root, runs, log }) {
  const outDir = join(root, 'bench-results/gallery-harness');
  log('gallery harness: building');
  await buildHarness(root, 'gallery.html', outDir);
  const server = await serveFolder(outDir);
  /** @type {InteractionResult[]} */
  const results = [];
  try {
    for (const width of WIDTHS) {
      for (const count of GALLERY_COUNTS) {
        log(`gallery harness: ${count} icons at ${width} px`);
        const context = await browser.newContext({ viewport: { width, height: width < 992 ? 740 : 800 } });
        await context.addInitScript(observeInteractions);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        try {
          await page.goto(`http://localhost:${server.port}/?count=${count}`);
          const all = page.getByRole('status').getByText(new RegExp(`^${count} icons`));
          await all.waitFor();
          const search = page.getByRole('searchbox');
          /** @type {Interaction[]} */
          const steps = [
            {
              name: `gallery of ${count}: a letter typed`,
              route: '',
              prepare: async () => {
                await search.fill('');
                await all.waitFor();
                await search.focus();
              },
              act: () => page.keyboard.press('a'),
              done: () => all.waitFor({ state: 'detached' }),
            },
            {
              name: `gallery of ${count}: search cleared`,
              route: '',
              prepare: async () => {
                await search.fill('a');
                await all.waitFor({ state: 'detached' });
                await search.focus();
              },
              act: () => page.keyboard.press('Backspace'),
              done: () => all.waitFor(),
            },
          ];
          for (const step of steps) {
            const samples = [];
            for (let run = 0; run < runs; run += 1) samples.push(await sample(page, cdp, step, width));
            results.push({ name: step.name, width, samples });
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    server.stop();
  }
  return results;
}

/**
 * The interactions as a Markdown table's rows: for each width, the median (and the slowest) of the samples in ms,
 * and the median's ratio to the floor page's.
 * @param {InteractionResult[]} results
 * @param {(values: number[]) => number | null} median
 * @returns {{ header: string[], rows: string[][] }}
 */
export function interactionRows(results, median) {
  const names = [...new Set(results.map((result) => result.name))];
  const floor = new Map(
    WIDTHS.map((width) => [
      width,
      median(results.find((r) => r.width === width && r.name.startsWith('floor'))?.samples ?? []),
    ]),
  );
  const header = [
    `interaction (CPU ${CPU_SLOWDOWN}× slower)`,
    ...WIDTHS.flatMap((width) => [`${width} px ms, median (max)`, `× floor`]),
  ];
  const rows = names.map((name) => [
    name,
    ...WIDTHS.flatMap((width) => {
      const result = results.find((r) => r.width === width && r.name === name);
      const middle = result ? median(result.samples) : null;
      if (!result || middle === null) return ['–', '–'];
      const base = floor.get(width);
      return [
        `${Math.round(middle)} (${Math.max(...result.samples)})`,
        name.startsWith('floor') || !base ? '1' : (middle / base).toFixed(1),
      ];
    }),
  ]);
  return { header, rows };
}

/** A quick run on its own: `node scripts/interaction-bench.mjs <site url> [runs]`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url = 'http://localhost:4173/', runs = '3'] = process.argv.slice(2);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    for (const width of WIDTHS) console.log(await idleFrames(browser, url, width));
    const results = [
      ...(await measureInteractions({ browser, baseUrl: url, runs: Number(runs), log: console.error })),
      ...(await measureGalleryScaling({
        browser,
        root: new URL('..', import.meta.url).pathname,
        runs: Number(runs),
        log: console.error,
      })),
    ];
    for (const result of results) console.log(result.width, result.name, result.samples.join(' '));
  } finally {
    await browser.close();
  }
}
