import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, routes, test, visit } from './fixtures';

/** The BRIEF's floor: gzip JavaScript loaded to show a route, in kB. Bytes are exact, so this may be a test. */
const budgetKb = (path: string) => (path === 'home' ? 110 : 95);

for (const route of routes) {
  test(`#/${route.path} loads at most ${budgetKb(route.path)} kB of gzip JavaScript`, async ({ page }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    await visit(page, route.path);
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce(
      (sum, path) => sum + gzipSync(readFileSync(join('dist', path)), { level: 9 }).length,
      0,
    );
    expect(scripts.size).toBeGreaterThan(0);
    expect(bytes / 1024).toBeLessThanOrEqual(budgetKb(route.path));
  });
}
