// The JavaScript a route loads up front, read from the built index.html: the entry module and the modules it imports,
// named by the first-screen head script (site-head-plugin.ts), which loads them once the prerendered first screen
// has been painted. The brief calls this the first-paint JavaScript. It is all a route runs before React starts:
// the shell (skip link, navbar, burger, theme toggle) answers keys from it. The page's own chunks are asked for by
// React as it hydrates the shell, so they arrive after it (src/main.tsx holds a click on the page until then);
// like the chunks a page imports later (below-the-fold sections, the calendar), they are not counted. Used by the
// byte-budget test and by the benchmark, so both mean the same thing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The brief's budget: gzip JavaScript loaded before the first paint of any route, in kB (1 kB = 1024 bytes). */
export const FIRST_PAINT_JS_BUDGET_KB = 95;

/**
 * @param {string} route the path after `#/`
 * @param {string} dist the build folder
 * @returns {string[]} file names relative to dist/
 */
export function criticalScripts(route, dist = 'dist') {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The first-screen head script (src/shell/firstScreen.ts) names them: m, the routes with a page; e, the entry;
  // i, the chunks the entry imports. A build from before 2026-11-28 loaded each route's page chunks with the entry,
  // and its m maps each route to them: they count, so the benchmark can compare such a build with today's.
  const script = /var m=(\{.*?\}|\[.*?\]),s=\[.*?\],e=("[^"]+"),i=(\[.*?\]),/.exec(html);
  if (!script)
    throw new Error('dist/index.html has no first-screen script naming its chunks; is the build current?');
  const [, routesJson = '[]', entryJson = '""', importsJson = '[]'] = script;
  /** @type {string} */
  const entry = JSON.parse(entryJson);
  /** @type {string[]} */
  const imports = JSON.parse(importsJson);
  /** @type {string[] | Record<string, string[]>} */
  const routes = JSON.parse(routesJson);
  const withPage = Array.isArray(routes) ? (routes.includes(route) ? [] : null) : routes[route];
  if (!withPage) throw new Error(`The head script knows no route "${route}".`);
  return [...new Set([entry, ...imports, ...withPage])];
}

/**
 * @param {string[]} files relative to dist/
 * @param {string} dist
 * @returns {number} the sum of their gzip sizes (level 9), in bytes
 */
export function gzipBytes(files, dist = 'dist') {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
}
