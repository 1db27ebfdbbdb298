// The JavaScript a route loads up front, read from the built index.html: the entry module, the modules it imports,
// and the route's own page chunks, all named by the first-screen head script (site-head-plugin.ts), which loads
// them once the prerendered first screen has been painted. The brief calls this the first-paint JavaScript.
// Chunks a page imports later (below-the-fold sections, the calendar) are not counted. Used by the byte-budget
// test and by the benchmark, so both mean the same thing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The brief's budget: gzip JavaScript loaded before the first paint of any route, in kB (1 kB = 1024 bytes). */
export const FIRST_PAINT_JS_BUDGET_KB = 105;

/**
 * @param {string} route the path after `#/`
 * @param {string} dist the build folder
 * @returns {string[]} file names relative to dist/
 */
export function criticalScripts(route, dist = 'dist') {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The first-screen head script (src/shell/firstScreen.ts) names them: m, the page chunks by route; e, the entry;
  // i, the chunks the entry imports.
  const script = /var m=(\{.*?\}),s=\[.*?\],e=("[^"]+"),i=(\[.*?\]),/.exec(html);
  if (!script)
    throw new Error('dist/index.html has no first-screen script naming its chunks; is the build current?');
  const [, map = '{}', entryJson = '""', importsJson = '[]'] = script;
  /** @type {string} */
  const entry = JSON.parse(entryJson);
  /** @type {string[]} */
  const imports = JSON.parse(importsJson);
  /** @type {Record<string, string[]>} */
  const pages = JSON.parse(map);
  const own = pages[route];
  if (!own) throw new Error(`The preload map has no entry for route "${route}".`);
  return [...new Set([entry, ...imports, ...own])];
}

/**
 * @param {string[]} files relative to dist/
 * @param {string} dist
 * @returns {number} the sum of their gzip sizes (level 9), in bytes
 */
export function gzipBytes(files, dist = 'dist') {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
}
