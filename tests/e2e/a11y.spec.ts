import { chromiumOnly } from '../engines';
import { kitTags, shownOn } from '../tested-for';
import { axeViolations, expect, routes, test, useStoredTheme, viewports, visit } from './fixtures';

const pages = [...routes.map((route) => route.path), 'no-such-page'];

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test.describe(`axe, ${theme} theme, ${viewport.width} px`, () => {
      test.use({ viewport });

      for (const path of pages) {
        test(`#/${path} has no violations`, kitTags(...shownOn(path)), async ({ page }) => {
          // The studio's report is a table of a hundred rows: Firefox takes a while over it.
          test.setTimeout(60_000);
          await useStoredTheme(page, theme);
          await visit(page, path);
          expect(await axeViolations(page)).toEqual([]);
          // Scrolled past the threshold the navbar is opaque: check that state too, where the page is that tall.
          const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
          if (scrollable > 150) {
            await page.evaluate(() => window.scrollTo(0, 400));
            await expect(page.locator('header[data-opaque="true"], body:not(:has(header))')).toHaveCount(1);
            // Let the navbar's fade to opaque finish: axe judges colours as they are at that instant.
            await expect
              .poll(() =>
                page.evaluate(() => {
                  const header = document.querySelector('header');
                  return header ? getComputedStyle(header).backgroundColor : 'rgb(0, 0, 0)';
                }),
              )
              .toMatch(/^rgb\(/);
            expect(await axeViolations(page)).toEqual([]);
          }
        });
      }

      if (size === 'narrow') {
        test('the open side menu has no violations', chromiumOnly('firefoxCrash'), async ({ page }) => {
          await useStoredTheme(page, theme);
          await visit(page, 'home');
          await page.getByRole('button', { name: 'Menu', exact: true }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
