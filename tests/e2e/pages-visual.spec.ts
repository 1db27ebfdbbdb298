import type { Page } from '@playwright/test';
import { chromiumForTests } from '../../scripts/chromium.mjs';
import {
  drawnInMontserrat,
  expect,
  settleAnimations,
  test,
  useStoredTheme,
  viewports,
  visit,
  visitComplete,
  waitForApp,
} from './fixtures';
import { kitTags, shownOn } from '../tested-for';

/*
 * Visual baselines of the example pages, which are built from the blocks in src/blocks/: every part of the
 * sign-up, profile and landing pages, and the home page's register card. The pictures were taken before the pages' sections
 * became blocks, so these tests say the pages still look exactly as they did. Debian's Chromium only, as for the
 * kit demos' baselines; refresh them on purpose and review them like code:
 *
 *   npm run test:e2e -- tests/e2e/pages-visual.spec.ts --update-snapshots
 */

/** Each page, and what comes last on it: once that is there, every part has arrived. */
const pages = [
  { path: 'signup', last: { role: 'link', name: 'Back to the kit' } },
  { path: 'user-profile', last: { role: 'tab', name: 'Following' } },
  { path: 'landing', last: { role: 'button', name: 'Send Message' } },
] as const;

/** Once the fonts are in and every transition (the navbar's, after a scroll) has ended. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await settleAnimations(page);
}

test.describe('visual baselines of the example pages', () => {
  test.skip(
    chromiumForTests() !== '/usr/bin/chromium',
    'The baselines are drawn by Debian’s Chromium (/usr/bin/chromium); this run uses another browser.',
  );
  test.use({ reducedMotion: 'reduce' });

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [viewports.narrow, viewports.wide]) {
      test(
        `${theme}, ${viewport.width} px`,
        kitTags(...pages.flatMap(({ path }) => shownOn(path))),
        async ({ page }) => {
          test.setTimeout(120_000);
          await page.setViewportSize(viewport);
          await useStoredTheme(page, theme);
          // Montserrat is `font-display: optional`: a page whose font came later than about 100 ms keeps the fallback
          // for good. So the first page is opened again until its heading is drawn in Montserrat, from the cache;
          // every page after it is the same document, and has it too.
          await visit(page, pages[0].path);
          for (let attempt = 0; attempt < 5 && !(await drawnInMontserrat(page, 'h1')); attempt += 1) {
            await page.evaluate(() => document.fonts.ready);
            await page.reload();
            await waitForApp(page);
          }
          expect(await drawnInMontserrat(page, 'h1'), 'the heading is drawn in Montserrat').toBe(true);
          for (const { path, last } of pages) {
            await visitComplete(page, path);
            await expect(page.getByRole(last.role, { name: last.name })).toBeVisible();
            await settled(page);
            // Part by part (what main holds: the blocks and what the page puts around them), rather than one
            // full-page picture: to take that, the browser makes the viewport as tall as the page, and the landing
            // hero's 85svh grows with it.
            const parts = page.locator('main > *');
            const count = await parts.count();
            expect(count, `${path}: the parts in main`).toBeGreaterThan(0);
            for (let index = 0; index < count; index += 1) {
              await expect
                .soft(parts.nth(index))
                .toHaveScreenshot(`${path}-${index + 1}-${theme}-${viewport.width}.png`, {
                  animations: 'disabled',
                  caret: 'hide',
                });
            }
          }
          await visitComplete(page, 'home');
          const register = page.getByRole('region', { name: 'Register', exact: true });
          await register.scrollIntoViewIfNeeded();
          await settled(page);
          await expect.soft(register).toHaveScreenshot(`home-register-${theme}-${viewport.width}.png`, {
            animations: 'disabled',
            caret: 'hide',
          });
        },
      );
    }
  }
});
