import { chromiumForTests } from '../../scripts/chromium.mjs';
import {
  demoPictureStyle,
  expect,
  kitDemos as demos,
  showDemo,
  sweepTimeout,
  test,
  useStoredTheme,
  viewports,
} from './fixtures';
import { fixedDay } from './rtl';
import { chromiumOnly } from '../engines';
import { kitTags } from '../tested-for';

/*
 * Visual baselines of every kit demo right to left (1280 px, light theme), drawn by Debian's Chromium; refresh them on
 * purpose and review them like code:
 *
 *   npm run test:e2e -- tests/e2e/rtl-visual.spec.ts --update-snapshots
 */

test.describe('visual baselines of the kit demos, right to left', chromiumOnly('baselines'), () => {
  test.skip(
    chromiumForTests() !== '/usr/bin/chromium',
    'The baselines are drawn by Debian’s Chromium (/usr/bin/chromium); this run uses another browser.',
  );
  test.use({ reducedMotion: 'reduce', viewport: viewports.wide });

  test(
    'every kit demo right to left, light theme, 1280 px',
    kitTags(...demos, 'direction'),
    async ({ page }) => {
      // Up to 2.2 s a demo at 3× CPU, on one worker.
      sweepTimeout(demos.length, 4_500);
      await useStoredTheme(page, 'light');
      await page.clock.setFixedTime(fixedDay);
      expect(demos.length).toBeGreaterThan(20);
      for (const [index, slug] of demos.entries()) {
        await showDemo(page, slug, index === 0, { dir: 'rtl' });
        await expect.soft(page.locator('[data-slot="demo"]')).toHaveScreenshot(`${slug}-rtl-light-1280.png`, {
          animations: 'disabled',
          caret: 'hide',
          stylePath: demoPictureStyle,
        });
      }
    },
  );
});
