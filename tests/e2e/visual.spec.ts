import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { requireChromium } from '../../scripts/chromium.mjs';
import { catalogEntry } from '../../src/pages/documentation/catalog';
import { expect, test, useStoredTheme, viewports, visit, waitForApp } from './fixtures';

/*
 * Visual baselines: every kit demo of the documentation, in the light and dark themes and in forced colours, at
 * 375 and 1280 px, compared with the pictures committed beside this file. They are made on our machines with
 * Debian's Chromium and the self-hosted Montserrat; another browser draws text a little differently, so the
 * tests run only with that one. Refresh them on purpose, and review the new pictures like code:
 *
 *   npm run test:e2e -- tests/e2e/visual.spec.ts --update-snapshots
 */

const examplesFolder = new URL('../../src/examples/', import.meta.url);

/** The kit files whose documentation has a live demo: `src/examples/<file>-demo.tsx`. */
const demos = readdirSync(fileURLToPath(examplesFolder))
  .filter((file) => file.endsWith('-demo.tsx'))
  .map((file) => file.replace(/-demo\.tsx$/, ''))
  .sort();

const modes = ['light', 'dark', 'forced'] as const;

/** The day every baseline is taken on, so a calendar shows the same month and "today" whenever it runs. */
const baselineDay = new Date('2026-11-24T10:00:00');

/** Opens one component's documentation and waits for its demo to be complete and still. */
async function showDemo(page: Page, slug: string, first: boolean): Promise<void> {
  const name = catalogEntry(slug)?.name;
  if (!name) throw new Error(`the documentation catalog has no entry for "${slug}"`);
  if (first) {
    // Montserrat is `font-display: optional`: a page whose font file takes longer than about 100 ms keeps the
    // fallback. So the first page is opened twice, and the second time takes the font from the cache at once.
    await visit(page, `documentation?component=${slug}`);
    await page.evaluate(() => document.fonts.ready);
    await page.reload();
    await waitForApp(page);
  } else {
    await page.evaluate((hash) => (window.location.hash = hash), `#/documentation?component=${slug}`);
  }
  await expect(page.locator('main h1')).toHaveText(name);
  const demo = page.locator('[data-slot="demo"]');
  await expect(demo).toBeVisible();
  await page.waitForLoadState('networkidle');
  await demo.evaluate(async (element) => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(element.querySelectorAll('img')).map((image) => image.decode().catch(() => {})),
    );
  });
}

test.describe('visual baselines of the kit demos', () => {
  test.skip(
    requireChromium() !== '/usr/bin/chromium',
    'The baselines are drawn by Debian’s Chromium (/usr/bin/chromium); this run uses another browser.',
  );
  test.use({ reducedMotion: 'reduce' });

  for (const mode of modes) {
    for (const viewport of [viewports.narrow, viewports.wide]) {
      test(`${mode}, ${viewport.width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ forcedColors: mode === 'forced' ? 'active' : 'none' });
        await useStoredTheme(page, mode === 'dark' ? 'dark' : 'light');
        await page.clock.setFixedTime(baselineDay);
        expect(demos.length).toBeGreaterThan(20);
        for (const [index, slug] of demos.entries()) {
          await showDemo(page, slug, index === 0);
          await expect
            .soft(page.locator('[data-slot="demo"]'))
            .toHaveScreenshot(`${slug}-${mode}-${viewport.width}.png`, {
              animations: 'disabled',
              caret: 'hide',
            });
        }
      });
    }
  }
});
