// Benchmarks the built site (dist/) route by route and prints one Markdown table. A benchmark, not a test:
// it exits 0 whatever the numbers are, and non-zero only when it could not measure something (see the end).
//
// Usage: npm run bench   (builds first, then runs: node scripts/bench.mjs)
//        node scripts/bench.mjs [--runs 3] [--dist folder] [--routes home,signup] [--only load|interactions]
//                               [--interaction-runs 5] [--load-runs 3]
//   --runs    Lighthouse runs per route (default 3); the table shows each figure's median
//   --dist    the build to measure (default dist/), so two builds can be compared on the same machine
//   --routes  only these routes (default: all)
//   --only    only the load table (bytes, Lighthouse), only the interaction tables (long frames on load included),
//             or only the long frames on load (`frames`) (default: all)
//   --interaction-runs  samples of each interaction at each width (default 5)
//   --load-runs  loads of each route at each width for the long frames (default 3)
//
// What is measured, and how:
// - The site is served by the project's own static server (scripts/serve.mjs, gzip on) on a free local port.
// - Bytes, per route, in headless Chromium driven by Playwright (fresh browser context, so a cold cache):
//   the route is opened, and once `main h1` is visible, the `load` event has fired and the network is idle,
//   every .js and .css file the page fetched is looked up in dist/ and gzipped at level 9 (zlib.gzipSync).
//   "JS total kB" and "CSS kB" are the sums of those sizes; "CSS kB" includes index.html's inline <style>
//   elements (the build puts the stylesheet there), each gzipped on its own. "JS first paint kB" is the
//   JavaScript the route needs before its first paint (the entry, its preloads and the route's page chunks:
//   scripts/critical-js.mjs); it is the one the brief's JS budget is about. "transferred kB" is what actually
//   crossed the wire for the route: for every finished request, Playwright's request.sizes() response headers +
//   encoded body, i.e. the server's gzip for text files and the raw bytes for fonts and images.
//   1 kB = 1024 bytes, shown with one decimal.
// - Lighthouse 12 (default config = mobile, simulated throttling), --runs runs per route, the routes taken in
//   turn (home, profile, …, then home again), each run in a fresh Chromium started by chrome-launcher: the four
//   category scores (0-100), LCP, TBT, CLS. Each figure in the table is the median of its runs, so one noisy run
//   does not decide; "LCP runs s" lists every run's LCP.
// - Any request to a host other than localhost / 127.0.0.1, seen by Playwright or listed in Lighthouse's
//   network-requests audit, is printed as a warning: the site must make none.
// A cell that misses its budget (listed above the table) ends in " ✗", judged on the number as shown (LCP 2.004 s
// shows as 2.00 and passes "≤ 2.0 s"). Unrounded numbers go to bench-results/bench.json.
// - Interactions (scripts/interaction-bench.mjs): the latency of taps and keys the way INP counts them (Event
//   Timing, the longest entry of each interaction), with the CPU slowed 4× through the DevTools protocol, at 375
//   and 1280 px, beside a floor page (a button whose handler does nothing) in the same run; the median, the
//   slowest, and the median's ratio to the floor's. Then the frames an idle home renders in 2 s.
// Exit code: 0 when every route was measured; 1 when Chromium, the build or the server was missing, or when a
// route's bytes or Lighthouse run failed (the table is still printed, with the error under it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium, noChromiumMessage } from './chromium.mjs';
import { criticalScripts, FIRST_PAINT_JS_BUDGET_KB, gzipBytes } from './critical-js.mjs';
import {
  idleFrames,
  interactionRows,
  measureLoadFrames,
  measureGalleryScaling,
  measureInteractions,
  WIDTHS,
} from './interaction-bench.mjs';
import { serveFolder } from './serve-folder.mjs';

/** Mirrors `siteRoutes` in src/routes.tsx (the path after `#/`); keep the two in step. */
const ALL_ROUTES = ['home', 'user-profile', 'signup', 'landing', 'nucleoicons', 'themes', 'documentation'];

const args = process.argv.slice(2);
/** @param {string} name @returns {string | null} the value after `name`, or null when it is not given */
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? null : (args[index + 1] ?? null);
};

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = resolve(option('--dist') ?? join(ROOT, 'dist'));
const RUNS = Number(option('--runs') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs must be a whole number ≥ 1, got ${option('--runs')}`);
const ROUTES = option('--routes')?.split(',') ?? ALL_ROUTES;
const ONLY = option('--only');
if (ONLY !== null && ONLY !== 'load' && ONLY !== 'interactions' && ONLY !== 'frames')
  throw new Error(`--only must be "load", "interactions" or "frames", got ${ONLY}`);
const INTERACTION_RUNS = Number(option('--interaction-runs') ?? 5);
const LOAD_RUNS = Number(option('--load-runs') ?? 3);
if (!Number.isInteger(LOAD_RUNS) || LOAD_RUNS < 1)
  throw new Error(`--load-runs must be a whole number ≥ 1, got ${option('--load-runs')}`);
if (!Number.isInteger(INTERACTION_RUNS) || INTERACTION_RUNS < 1)
  throw new Error(`--interaction-runs must be a whole number ≥ 1, got ${option('--interaction-runs')}`);
const unknownRoutes = ROUTES.filter((route) => !ALL_ROUTES.includes(route));
if (unknownRoutes.length > 0) throw new Error(`--routes names unknown routes: ${unknownRoutes.join(', ')}`);
const RESULTS_FILE = join(ROOT, 'bench-results', 'bench.json');
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const KB = 1024;

/** The budgets from the project brief. A cell that misses one is marked with " ✗". */
const BUDGETS = {
  jsKb: FIRST_PAINT_JS_BUDGET_KB,
  transferredKbHome: 400,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 90,
  lcpSeconds: 2.0,
  cls: 0.01,
};

/**
 * @typedef {{ path: string, gzipBytes: number }} AssetSize
 * @typedef {{
 *   js: AssetSize[], css: AssetSize[], jsGzipBytes: number, cssGzipBytes: number,
 *   transferredBytes: number, externalRequests: string[]
 * }} ByteMeasure
 * @typedef {{
 *   performance: number | null, accessibility: number | null, bestPractices: number | null, seo: number | null,
 *   lcpSeconds: number | null, tbtMs: number | null, cls: number | null, externalRequests: string[],
 *   lighthouseVersion: string, runWarnings: string[]
 * }} LighthouseMeasure
 * @typedef {{
 *   route: string, url: string,
 *   bytes: ByteMeasure | null, bytesError: string | null,
 *   lighthouse: LighthouseMeasure | null, lighthouseRuns: LighthouseMeasure[], lighthouseError: string | null
 * }} RouteResult
 */

// ---------------------------------------------------------------------------------------------------------------
// Bytes, with Playwright

/**
 * The gzip -9 size of the dist/ file a same-origin URL points at.
 * @param {string} url
 * @returns {AssetSize}
 */
function gzipSizeOfDistFile(url) {
  const path = decodeURIComponent(new URL(url).pathname);
  const file = normalize(join(DIST, path));
  if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile()) {
    throw new Error(`The page loaded ${url}, which is not a file in dist/`);
  }
  return { path, gzipBytes: gzipSync(readFileSync(file), { level: 9 }).length };
}

/** index.html's inline <style> elements, each gzipped at level 9 on its own. @returns {AssetSize[]} */
function inlineStyles() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => ({
    path: 'index.html <style>',
    gzipBytes: gzipSync(match[1] ?? '', { level: 9 }).length,
  }));
}

/** @param {string} url */
function isExternal(url) {
  const { protocol, hostname } = new URL(url);
  return (protocol === 'http:' || protocol === 'https:') && !LOCAL_HOSTS.has(hostname);
}

/** @param {AssetSize[]} assets */
const sumBytes = (assets) => assets.reduce((total, asset) => total + asset.gzipBytes, 0);

/**
 * Opens one route in a fresh context and measures the JS / CSS it needs and the bytes it transfers.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<ByteMeasure>}
 */
async function measureBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    /** @type {Set<string>} */
    const assetUrls = new Set();
    /** @type {Set<string>} */
    const external = new Set();
    /** @type {Promise<number>[]} */
    const transfers = [];
    page.on('request', (request) => {
      if (isExternal(request.url())) external.add(request.url());
    });
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\.(js|css)$/.test(pathname)) assetUrls.add(response.url());
    });
    page.on('requestfinished', (request) => {
      transfers.push(request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize));
    });

    await page.goto(url, { waitUntil: 'load' });
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    const assets = [...assetUrls].filter((assetUrl) => !isExternal(assetUrl)).map(gzipSizeOfDistFile);
    const js = assets.filter((asset) => asset.path.endsWith('.js'));
    const css = [...inlineStyles(), ...assets.filter((asset) => asset.path.endsWith('.css'))];
    const transferred = await Promise.all(transfers);
    return {
      js,
      css,
      jsGzipBytes: sumBytes(js),
      cssGzipBytes: sumBytes(css),
      transferredBytes: transferred.reduce((total, bytes) => total + bytes, 0),
      externalRequests: [...external],
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse

/** @param {{ score: number | null } | undefined} category */
const score = (category) => (category && category.score !== null ? Math.round(category.score * 100) : null);

/**
 * @param {Record<string, { numericValue?: number }>} audits
 * @param {string} id
 */
const numeric = (audits, id) => audits[id]?.numericValue ?? null;

/**
 * URLs listed by Lighthouse's network-requests audit that leave localhost.
 * @param {{ details?: unknown } | undefined} audit
 * @returns {string[]}
 */
function externalUrlsIn(audit) {
  const details = /** @type {{ items?: { url?: unknown }[] } | undefined} */ (audit?.details);
  const urls = (details?.items ?? []).map((item) => item.url).filter((url) => typeof url === 'string');
  return [...new Set(urls.filter(isExternal))];
}

/**
 * One Lighthouse run (default = mobile config) in a Chromium of its own, killed afterwards.
 * @param {string} chromiumPath
 * @param {string} url
 * @returns {Promise<LighthouseMeasure>}
 */
async function runLighthouse(chromiumPath, url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError, runWarnings, lighthouseVersion } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    const lcpMs = numeric(audits, 'largest-contentful-paint');
    return {
      performance: score(categories['performance']),
      accessibility: score(categories['accessibility']),
      bestPractices: score(categories['best-practices']),
      seo: score(categories['seo']),
      lcpSeconds: lcpMs === null ? null : lcpMs / 1000,
      tbtMs: numeric(audits, 'total-blocking-time'),
      cls: numeric(audits, 'cumulative-layout-shift'),
      externalRequests: externalUrlsIn(audits['network-requests']),
      lighthouseVersion,
      runWarnings: runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The median of the numbers present (the mean of the middle two for an even count), or null when there are none.
 * @param {(number | null)[]} values
 */
function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * One measure whose every figure is the median of that figure over the runs.
 * @param {LighthouseMeasure[]} runs at least one
 * @returns {LighthouseMeasure}
 */
function medianMeasure(runs) {
  /** @param {(run: LighthouseMeasure) => number | null} pick */
  const of = (pick) => median(runs.map(pick));
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    lcpSeconds: of((run) => run.lcpSeconds),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    externalRequests: [...new Set(runs.flatMap((run) => run.externalRequests))],
    lighthouseVersion: runs[0]?.lighthouseVersion ?? '',
    runWarnings: [...new Set(runs.flatMap((run) => run.runWarnings))],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

/**
 * A table cell: the value formatted, with " ✗" when it misses its budget; "–" when there is no value.
 * The budget is checked against the number as shown (2.004 s shows as 2.00 and meets "≤ 2.0 s"), so the table
 * never contradicts itself; bench.json keeps the unrounded values.
 * @param {number | null | undefined} value
 * @param {(value: number) => string} format
 * @param {(shown: number) => boolean} [withinBudget]
 */
function cell(value, format, withinBudget = () => true) {
  if (value === null || value === undefined) return '–';
  const shown = format(value);
  return withinBudget(Number(shown)) ? shown : `${shown} ✗`;
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);

/** @param {RouteResult} result */
function tableRow(result) {
  const isHome = result.route === 'home';
  const { bytes, lighthouse: lh } = result;
  const integer = (/** @type {number} */ value) => String(Math.round(value));
  const seconds = (/** @type {number} */ value) => value.toFixed(2);
  return [
    `#/${result.route}`,
    cell(gzipBytes(criticalScripts(result.route, DIST), DIST), kb, (shownKb) => shownKb <= BUDGETS.jsKb),
    cell(bytes?.jsGzipBytes, kb),
    cell(bytes?.cssGzipBytes, kb),
    cell(bytes?.transferredBytes, kb, (shownKb) => !isHome || shownKb <= BUDGETS.transferredKbHome),
    cell(lh?.performance, integer, (value) => value >= BUDGETS.performance),
    cell(lh?.accessibility, integer, (value) => value >= BUDGETS.accessibility),
    cell(lh?.bestPractices, integer, (value) => value >= BUDGETS.bestPractices),
    cell(lh?.seo, integer, (value) => value >= BUDGETS.seo),
    cell(lh?.lcpSeconds, seconds, (value) => value <= BUDGETS.lcpSeconds),
    result.lighthouseRuns.map((run) => cell(run.lcpSeconds, seconds)).join(' '),
    cell(lh?.tbtMs, integer),
    cell(
      lh?.cls,
      (value) => value.toFixed(3),
      (value) => value <= BUDGETS.cls,
    ),
  ];
}

/**
 * A Markdown table with its columns padded to line up in a terminal.
 * @param {string[]} header
 * @param {string[][]} rows
 */
function markdownTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function budgetLines() {
  return [
    'Budgets (project brief):',
    `- JS before first paint: ≤ ${BUDGETS.jsKb} kB gzip on every route`,
    `- bytes transferred: ≤ ${BUDGETS.transferredKbHome} kB on #/home`,
    `- Lighthouse mobile: performance ≥ ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, ` +
      `best practices ${BUDGETS.bestPractices}, SEO ≥ ${BUDGETS.seo}`,
    `- LCP ≤ ${BUDGETS.lcpSeconds.toFixed(1)} s, CLS ≤ ${BUDGETS.cls}`,
    '',
  ].join('\n');
}

/** @param {RouteResult[]} results */
function printReport(results) {
  const header = [
    'route',
    'JS first paint kB',
    'JS total kB',
    'CSS kB (gzip)',
    'transferred kB',
    'perf',
    'a11y',
    'best practices',
    'SEO',
    'LCP s',
    'LCP runs s',
    'TBT ms',
    'CLS',
  ];
  console.log(budgetLines());
  console.log(`Build: ${DIST}. Lighthouse figures: median of ${RUNS} run(s) per route.\n`);
  console.log(markdownTable(header, results.map(tableRow)));
  for (const result of results) {
    if (result.bytesError) console.log(`\n#/${result.route}: bytes not measured: ${result.bytesError}`);
    if (result.lighthouseError) {
      console.log(`\n#/${result.route}: Lighthouse failed: ${result.lighthouseError}`);
    }
    for (const warning of result.lighthouse?.runWarnings ?? []) {
      console.log(`\n#/${result.route}: Lighthouse warning: ${warning}`);
    }
  }
  const external = new Set(
    results.flatMap((result) => [
      ...(result.bytes?.externalRequests ?? []),
      ...(result.lighthouse?.externalRequests ?? []),
    ]),
  );
  if (external.size > 0) {
    console.log(`\n⚠ WARNING: the site requested ${external.size} non-local URL(s); it must make none:`);
    for (const url of external) console.log(`  - ${url}`);
  }
}

/**
 * The long frames of each route's load at 4× CPU, the floor page's first: each figure the median of the runs.
 * @param {Awaited<ReturnType<typeof measureLoadFrames>>} results
 */
function printLoadFrames(results) {
  console.log(
    `\nLoading at 4× CPU: long animation frames (over 50 ms) until the page is whole and 1.5 s more, median of ${LOAD_RUNS}.`,
  );
  console.log(
    'Goal: no frame over 50 ms. The React floor is React 19 and react-dom alone hydrating one button: no page on React beats it.\n',
  );
  const header = [
    'page (CPU 4× slower)',
    'width',
    'longest frame ms',
    'frames > 50 ms',
    'blocking ms',
    'longest task ms',
  ];
  const rows = results.map(({ route, width, runs }) => {
    const figure = (/** @type {'longestFrame' | 'framesOver50' | 'blocking' | 'longestTask'} */ key) =>
      String(median(runs.map((run) => run[key])));
    return [
      { floor: 'floor page: one button', 'react-floor': 'React floor: one button, hydrated' }[route] ??
        `#/${route}`,
      `${width} px`,
      figure('longestFrame'),
      figure('framesOver50'),
      figure('blocking'),
      figure('longestTask'),
    ];
  });
  console.log(markdownTable(header, rows));
}

/**
 * The interaction table, and the idle frames under it.
 * @param {Awaited<ReturnType<typeof measureInteractions>>} results
 * @param {Awaited<ReturnType<typeof idleFrames>>[]} idle
 */
function printInteractions(results, idle) {
  const { header, rows } = interactionRows(results, median);
  console.log(
    `\nInteractions: Event Timing latency (INP's measure), median of ${INTERACTION_RUNS} per width; the slowest in brackets.`,
  );
  console.log(
    'Goals: every interaction ≤ 100 ms; the documentation switch paints its h1 within 150 ms; the gallery of 5,000: ' +
      'a letter ≤ 100 ms, cleared ≤ 200 ms.\n',
  );
  console.log(markdownTable(header, rows));
  console.log('\nIdle #/home, 2 s at the top of the page (goal: at most 2 frames):');
  for (const { width, mainThreadFrames, presentedFrames } of idle)
    console.log(
      `- ${width} px: ${presentedFrames} frames presented, ${mainThreadFrames} begun on the main thread`,
    );
}

/**
 * @param {RouteResult[]} results
 * @param {string} chromiumVersion
 * @param {{ loadFrames: unknown[], interactions: unknown[], idle: unknown[], solver: unknown }} responsiveness
 */
function writeJson(results, chromiumVersion, responsiveness) {
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const report = {
    generatedAt: new Date().toISOString(),
    chromium: chromiumVersion,
    dist: DIST,
    runs: RUNS,
    budgets: BUDGETS,
    routes: ONLY === 'interactions' || ONLY === 'frames' ? [] : results,
    ...responsiveness,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
}

// ---------------------------------------------------------------------------------------------------------------
// Main

/** @param {unknown} error */
const message = (error) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error);

/**
 * Lighthouse 12 logs through `debug`/console and Node emits deprecation warnings on some of its dependencies;
 * keep the output to the table and real errors.
 */
function quietNoise() {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (warning.name !== 'DeprecationWarning' && warning.name !== 'ExperimentalWarning')
      console.error(warning);
  });
}

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    console.error(`bench: ${noChromiumMessage}`);
    return 1;
  }
  if (!existsSync(join(DIST, 'index.html'))) {
    console.error('bench: no build in dist/. Run "npm run build" first (npm run bench does).');
    return 1;
  }
  quietNoise();

  const { port, stop: stopServer } = await serveFolder(DIST);
  /** @type {import('@playwright/test').Browser | null} */
  let browser = null;
  process.once('SIGINT', () => {
    chromeLauncher.killAll();
    stopServer();
    process.exit(130);
  });
  try {
    /** @type {RouteResult[]} */
    const results = ROUTES.map((route) => ({
      route,
      url: `http://localhost:${port}/#/${route}`,
      bytes: null,
      bytesError: null,
      lighthouse: null,
      lighthouseRuns: [],
      lighthouseError: null,
    }));

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const chromiumVersion = browser.version();
    /** @type {Awaited<ReturnType<typeof measureInteractions>>} */
    let interactionResults = [];
    /** @type {Awaited<ReturnType<typeof idleFrames>>[]} */
    let idle = [];
    /** @type {Awaited<ReturnType<typeof measureLoadFrames>>} */
    let loadFrames = [];
    if (ONLY !== 'load') {
      const baseUrl = `http://localhost:${port}/`;
      const log = (/** @type {string} */ line) => console.error(`bench: ${line}`);
      loadFrames = await measureLoadFrames({
        browser,
        baseUrl,
        root: ROOT,
        routes: ROUTES,
        runs: LOAD_RUNS,
        log,
      });
      for (const width of ONLY === 'frames' ? [] : WIDTHS) {
        console.error(`bench: idle frames on #/home at ${width} px`);
        idle.push(await idleFrames(browser, baseUrl, width));
      }
      interactionResults =
        ONLY === 'frames'
          ? []
          : [
              ...(await measureInteractions({ browser, baseUrl, runs: INTERACTION_RUNS, log })),
              ...(await measureGalleryScaling({ browser, root: ROOT, runs: INTERACTION_RUNS, log })),
            ];
    }
    for (const result of ONLY === 'interactions' || ONLY === 'frames' ? [] : results) {
      console.error(`bench: bytes      #/${result.route}`);
      try {
        result.bytes = await measureBytes(browser, result.url);
      } catch (error) {
        result.bytesError = message(error);
      }
    }
    await browser.close();
    browser = null;

    // The routes in turn, run after run, so a slow spell of the machine is spread over all of them.
    for (let run = 1; run <= (ONLY === 'interactions' || ONLY === 'frames' ? 0 : RUNS); run += 1) {
      for (const result of results) {
        console.error(`bench: lighthouse #/${result.route} (run ${run} of ${RUNS})`);
        try {
          result.lighthouseRuns.push(await runLighthouse(chromiumPath, result.url));
        } catch (error) {
          result.lighthouseError = message(error);
        }
      }
    }
    for (const result of results) {
      if (result.lighthouseRuns.length > 0) result.lighthouse = medianMeasure(result.lighthouseRuns);
    }

    console.error('');
    if (ONLY === null || ONLY === 'load') printReport(results);
    /** @type {unknown} */
    let solver = null;
    if (ONLY !== 'load') printLoadFrames(loadFrames);
    if (ONLY === null || ONLY === 'interactions') {
      printInteractions(interactionResults, idle);
      solver = solverTiming();
    }
    writeJson(results, chromiumVersion, { loadFrames, interactions: interactionResults, idle, solver });
    console.log(`\nRaw numbers: ${RESULTS_FILE.slice(ROOT.length + 1)}`);
    return results.some((result) => result.bytesError || result.lighthouseError) ? 1 : 0;
  } finally {
    await browser?.close();
    stopServer();
  }
}

/**
 * The theme solver's time in Node (scripts/solve-timing.ts, through jiti as it is TypeScript), printed as a line
 * of its own: the studio solves a theme on each key, so its time is part of the studio's answer.
 */
function solverTiming() {
  const output = execFileSync(join(ROOT, 'node_modules/.bin/jiti'), [join(ROOT, 'scripts/solve-timing.ts')], {
    encoding: 'utf8',
  });
  /** @type {{ brands: number, solveTheme: { medianMs: number, maxMs: number }, shadcnTheme: { medianMs: number, maxMs: number } }} */
  const timing = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
  const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  console.log(
    `\nTheme solver in Node, ${timing.brands} brands (goal: under 5 ms): solveTheme median ${ms(timing.solveTheme.medianMs)}, slowest ${ms(timing.solveTheme.maxMs)}; shadcn/ui's variables from it median ${ms(timing.shadcnTheme.medianMs)}, slowest ${ms(timing.shadcnTheme.maxMs)}.`,
  );
  return timing;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench: could not measure: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
