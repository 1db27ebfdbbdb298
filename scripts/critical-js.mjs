// The JavaScript a route needs before its first paint, read from the built index.html: the entry module, the
// modules it preloads, and the route's own page chunks (the inline preload map written by vite.config.ts).
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
  const entry = [...html.matchAll(/<script type="module"[^>]*\ssrc="\.\/([^"]+)"/g)].map((match) => match[1]);
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\.\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  const map = /var m=(\{.*?\});/.exec(html)?.[1];
  if (!map) throw new Error('dist/index.html has no page preload map; is the build current?');
  /** @type {Record<string, string[]>} */
  const pages = JSON.parse(map);
  const own = pages[route];
  if (!own) throw new Error(`The preload map has no entry for route "${route}".`);
  return [...new Set([...entry, ...preloaded, ...own].filter((file) => typeof file === 'string'))];
}

/**
 * @param {string[]} files relative to dist/
 * @param {string} dist
 * @returns {number} the sum of their gzip sizes (level 9), in bytes
 */
export function gzipBytes(files, dist = 'dist') {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
}
