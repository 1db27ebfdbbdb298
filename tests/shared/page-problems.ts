// What no browser test may cause on a page, watched the same way in the e2e tests and the registry test's apps.
import type { Page } from '@playwright/test';

/**
 * Watches `page` for a console error or warning, an uncaught page error (React's hydration errors among them), or
 * a request to any host but localhost (such requests are also blocked, so nothing leaves the machine). Returns
 * the list it fills.
 */
export async function watchForProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.protocol === 'data:') {
      return route.continue();
    }
    problems.push(`request to another host: ${url.href}`);
    return route.abort('blockedbyclient');
  });
  return problems;
}
