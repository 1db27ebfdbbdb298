// axe as every browser test runs it (the site's e2e tests and the registry test's apps).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import { axeExclude, axeTags } from '../../scripts/axe-config.mjs';

/** Waits for every finite animation and transition of the page to end; endless ones are left running. */
export async function settleAnimations(page: Page): Promise<void> {
  // A transition cut short by another rejects its promise: that one is over too.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core with WCAG 2.2 A/AA, best practices and its experimental rules (`scripts/axe-config.mjs`); returns the
 * violations, summarised for a readable failure. `only` runs just the rules named.
 */
export async function axeViolations(page: Page, { only }: { only?: string[] } = {}): Promise<string[]> {
  // Colours are judged once they have settled: the navbar, say, fades its background in over 300 ms after a
  // scroll, and half-way through its dark text sits on a half-transparent bar.
  await settleAnimations(page);
  const options: RunOptions = only
    ? { runOnly: { type: 'rule', values: only } }
    : { runOnly: { type: 'tag', values: axeTags } };
  const results = isFirefox(page) ? await axeInPage(page, options) : await axeByBuilder(page, only);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

const isFirefox = (page: Page) => page.context().browser()?.browserType().name() === 'firefox';

/** axe through its Playwright wrapper, as Chromium runs it. */
function axeByBuilder(page: Page, only: string[] | undefined): Promise<AxeResults> {
  // Legacy mode runs axe in the page itself instead of opening a blank page per check: half the time, and the
  // pages tested have no cross-origin frames, the one thing it would miss.
  const builder = new AxeBuilder({ page }).setLegacyMode().exclude(axeExclude);
  // `only`: these rules alone (`color-contrast`), for a test that checks one thing across many states.
  return (only ? builder.withRules(only) : builder.withTags(axeTags)).analyze();
}

/**
 * The same axe-core, evaluated in the page once and run there with the same rules: Firefox's way. Under WebDriver BiDi,
 * axe-core run after a Playwright locator has reached `<html>` through its isolated world crashes Firefox 153's
 * content process ("argument is not a global object" in its Realm code, then a segfault), as it did through the
 * wrapper; so `waitForApp` reads `<html>` in the page too, and this way axe runs to the end on every route.
 */
async function axeInPage(page: Page, options: RunOptions): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([exclude, options]) =>
      (window as unknown as { axe: typeof axe }).axe.run({ exclude: [[exclude]] }, options),
    [axeExclude, options] as const,
  );
}
