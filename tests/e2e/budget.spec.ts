import { criticalScripts, FIRST_PAINT_JS_BUDGET_KB, gzipBytes } from '../../scripts/critical-js.mjs';
import { expect, routes, test, visit } from './fixtures';

// The brief's floor, react-router-dom included: gzip JavaScript loaded before a route's first paint (React, the
// router and the shell; the page's chunks come after, asked for by React: scripts/critical-js.mjs). Bytes are exact,
// so a test.
for (const route of routes) {
  test(`#/${route.path} needs at most ${FIRST_PAINT_JS_BUDGET_KB} kB of gzip JavaScript before its first paint`, async ({
    page,
  }) => {
    const dist = process.env.E2E_DIST ?? 'dist';
    const critical = criticalScripts(route.path, dist);
    expect(gzipBytes(critical, dist) / 1024).toBeLessThanOrEqual(FIRST_PAINT_JS_BUDGET_KB);

    // The list is the real one: opening the route fetches every file on it.
    const fetched = new Set<string>();
    page.on('response', (response) => fetched.add(new URL(response.url()).pathname.replace(/^\//, '')));
    await visit(page, route.path);
    expect(critical.filter((file) => !fetched.has(file))).toEqual([]);

    // And nothing else comes first: every other script is asked for once those have all arrived.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          file: new URL(entry.name).pathname.replace(/^\//, ''),
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
    );
    const firstWave = scripts.filter((script) => critical.includes(script.file));
    const lastArrived = Math.max(...firstWave.map((script) => script.end));
    expect(firstWave).toHaveLength(critical.length);
    expect(scripts.filter((script) => !critical.includes(script.file) && script.start < lastArrived)).toEqual(
      [],
    );
  });
}
