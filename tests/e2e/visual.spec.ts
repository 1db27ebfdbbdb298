import { chromiumForTests } from '../../scripts/chromium.mjs';
import {
  demoPictureStyle,
  expect,
  kitDemos as demos,
  showDemo,
  test,
  useStoredTheme,
  viewports,
} from './fixtures';
import { inGroup, kitTags, tags } from '../tested-for';

/*
 * Visual baselines: every kit demo of the documentation, in the light and dark themes and in forced colours, at
 * 375 and 1280 px, compared with the pictures committed beside this file. They are made on our machines with
 * Debian's Chromium and the self-hosted Montserrat; another browser draws text a little differently, so the
 * tests run only with that one. Refresh them on purpose, and review the new pictures like code:
 *
 *   npm run test:e2e -- tests/e2e/visual.spec.ts --update-snapshots
 */

const modes = ['light', 'dark', 'forced'] as const;

/** The day every baseline is taken on, so a calendar shows the same month and "today" whenever it runs. */
const baselineDay = new Date('2026-11-24T10:00:00');

test.describe('visual baselines of the kit demos', () => {
  test.skip(
    chromiumForTests() !== '/usr/bin/chromium',
    'The baselines are drawn by Debian’s Chromium (/usr/bin/chromium); this run uses another browser.',
  );
  test.use({ reducedMotion: 'reduce' });

  for (const mode of modes) {
    for (const viewport of [viewports.narrow, viewports.wide]) {
      test(
        `${mode}, ${viewport.width} px`,
        mode === 'forced' ? tags(inGroup('forced-colours'), kitTags(...demos)) : kitTags(...demos),
        async ({ page }) => {
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
                stylePath: demoPictureStyle,
              });
          }
        },
      );
    }
  }
});
